import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Spinner } from './spinner';

const Wrapper = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.xl} ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** A wait that screen readers hear about: a polite status with the label as its text. */
export function LoadingState({ label }: { label?: string }) {
  const { t } = useTranslation('ui');
  return (
    <Wrapper role="status" aria-live="polite">
      <Spinner />
      <span>{label ?? t('loading')}</span>
    </Wrapper>
  );
}
