import { TOUCH_TARGET } from '@aula/ui-kit/focus-ring';
import styled from 'styled-components';

/** Secondary links under a form's button ("forgot your password?"), each a comfortable target. */
export const FormLinks = styled.p`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => theme.space.md};
  margin: ${({ theme }) => theme.space.md} 0 0;

  a,
  button {
    display: inline-flex;
    align-items: center;
    min-height: ${TOUCH_TARGET};
  }
`;
