import styled from 'styled-components';

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

/**
 * The form's own message (not tied to a field). The alert is always in the page, so a message
 * appearing in it is announced; `data-form-error` lets the focus reach it when no field is to blame.
 */
export function FormMessage({ message }: { message: string | undefined }) {
  return (
    <Message role="alert" tabIndex={-1} data-form-error>
      {message ?? ''}
    </Message>
  );
}
