import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { FormProblem } from './form-problems';

const Message = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border-left: 4px solid ${({ theme }) => theme.colors.danger};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.danger};
  font-weight: 700;
  outline: none;

  &:empty {
    display: none;
  }
`;

/** The form's own message (not tied to a field), announced as soon as it appears. */
export function FormMessage({ problem }: { problem: FormProblem }) {
  const { t } = useTranslation('auth');
  return (
    <Message role="alert" tabIndex={-1} data-form-error>
      {problem.formError ? t(problem.formError, problem.formValues) : ''}
    </Message>
  );
}
