import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button } from './button';

const Wrapper = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.md};
  border-left: 4px solid ${({ theme }) => theme.colors.danger};
  background: ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radii.md};
`;

const Title = styled.p`
  margin: 0;
  font-weight: 700;
`;

const Message = styled.p`
  margin: 0;
`;

export interface ErrorStateProps {
  message: string;
  title?: string;
  onRetry?: () => void;
  retrying?: boolean;
}

/** A failed load, announced at once (role alert), with a retry when one makes sense. */
export function ErrorState({ message, title, onRetry, retrying = false }: ErrorStateProps) {
  const { t } = useTranslation('ui');
  return (
    <Wrapper role="alert">
      <Title>{title ?? t('errorTitle')}</Title>
      <Message>{message}</Message>
      {onRetry && (
        <Button variant="ghost" onClick={onRetry} loading={retrying}>
          {t('retry')}
        </Button>
      )}
    </Wrapper>
  );
}
