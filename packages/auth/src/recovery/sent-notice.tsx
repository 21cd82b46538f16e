import { Button } from '@aula/ui-kit/button';
import styled from 'styled-components';
import { useFocusOnMount } from '../shared/use-focus-on-mount';

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};

  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
    outline: none;
  }

  p {
    margin: 0 0 ${({ theme }) => theme.space.sm};
  }
`;

export interface SentNoticeProps {
  title: string;
  text: string;
  onAgain: () => void;
  againLabel: string;
}

/**
 * The one confirmation a recovery request gets, the same whether or not an account exists, so the
 * screen never tells anyone who is registered. The way back to sign in is the screen's own
 * (its "other options"), so it shows once.
 */
export function SentNotice({ title, text, onAgain, againLabel }: SentNoticeProps) {
  const heading = useFocusOnMount<HTMLHeadingElement>();
  return (
    <Stack role="status">
      <h2 ref={heading} tabIndex={-1}>
        {title}
      </h2>
      <p>{text}</p>
      <Button variant="ghost" block onClick={onAgain}>
        {againLabel}
      </Button>
    </Stack>
  );
}
