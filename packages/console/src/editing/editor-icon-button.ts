import { focusRing, TOUCH_TARGET } from '@aula/ui-kit/focus-ring';
import styled from 'styled-components';

/**
 * The editor's own small controls (a toolbar's tool, a list row's move): a borderless square
 * around an icon, thumb-sized, drawn faint when it cannot act. Give it an `aria-label`.
 */
export const EditorIconButton = styled.button.attrs({ type: 'button' })`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: ${TOUCH_TARGET};
  min-height: ${TOUCH_TARGET};
  border: 2px solid transparent;
  border-radius: ${({ theme }) => theme.radii.md};
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  cursor: pointer;
  ${focusRing}

  &:disabled {
    cursor: not-allowed;
    opacity: 0.5;
  }
`;
