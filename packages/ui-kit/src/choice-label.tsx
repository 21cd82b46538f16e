import styled from 'styled-components';
import { focusRing, TOUCH_TARGET } from './focus-ring';

/**
 * A radio button or checkbox with its words beside it, the whole row a thumb-sized target: wrap
 * the input and its text (`<ChoiceLabel><input type="radio" … />Español</ChoiceLabel>`).
 * For a checkbox with an error or a long label, CheckboxField.
 */
export const ChoiceLabel = styled.label`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  min-height: ${TOUCH_TARGET};

  input {
    width: 1.25rem;
    height: 1.25rem;
    accent-color: ${({ theme }) => theme.colors.primary};
    ${focusRing}
  }
`;
