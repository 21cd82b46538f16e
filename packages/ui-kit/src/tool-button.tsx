import styled, { css } from 'styled-components';
import { focusRing, TOUCH_TARGET } from './focus-ring';

/**
 * The small bordered button that sits beside content rather than calling to action: a page
 * number, a map's zoom, a field's "show" or "clear". Thumb-sized however short its word.
 */
export const toolButtonStyles = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: ${TOUCH_TARGET};
  min-height: ${TOUCH_TARGET};
  padding: 0 ${({ theme }) => theme.space.sm};
  border: 2px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  cursor: pointer;
  ${focusRing}

  &:disabled {
    cursor: not-allowed;
    opacity: 0.7;
  }
`;

export const ToolButton = styled.button.attrs((props) => ({ type: props.type ?? 'button' }))`
  ${toolButtonStyles}
`;

/**
 * A tool button that stays pressed (`aria-pressed`): one of a few choices shown side by side, such
 * as a preview's light or dark mode. Pressed, it takes the brand's colour and bold words.
 */
export const ToggleButton = styled(ToolButton)`
  gap: ${({ theme }) => theme.space.xs};

  &[aria-pressed='true'] {
    border-color: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.primary};
    font-weight: 700;
  }
`;
