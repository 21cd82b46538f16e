import { Button } from '@aula/ui-kit/button';
import { useLocation, useNavigate } from 'react-router';
import styled from 'styled-components';
import { useFocusOnMount } from '../shared/use-focus-on-mount';
import { wasSent } from './recovery-query';

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
  againLabel: string;
  /** The page's address query with the form to fill in again (its tab, what was typed). */
  againQuery: Record<string, string>;
  onAgain: () => void;
}

/**
 * The one confirmation a recovery request gets, the same whether or not an account exists, so the
 * screen never tells anyone who is registered. The way back to sign in is the screen's own
 * (its "other options"), so it shows once.
 */
export function SentNotice({ title, text, againLabel, againQuery, onAgain }: SentNoticeProps) {
  const heading = useFocusOnMount<HTMLHeadingElement>();
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  return (
    // Shown without JavaScript too (the page hides other statuses then: loading placeholders).
    <Stack role="status" data-without-app="">
      <h2 {...heading} tabIndex={-1}>
        {title}
      </h2>
      <p>{text}</p>
      {/* "Send another" changes nothing: before the app it opens the form again with what was typed
          (a GET of this page); the app shows it in place, dropping the server's "sent" mark if any. */}
      <form
        method="get"
        onSubmit={(event) => {
          event.preventDefault();
          onAgain();
          if (wasSent(new URLSearchParams(search)))
            navigate({ pathname, search: `?${new URLSearchParams(againQuery)}` }, { replace: true });
        }}
      >
        {Object.entries(againQuery).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <Button type="submit" variant="ghost" block>
          {againLabel}
        </Button>
      </form>
    </Stack>
  );
}
