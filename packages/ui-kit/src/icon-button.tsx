import styled from 'styled-components';
import { focusRing, TOUCH_TARGET } from './focus-ring';

/**
 * A round, borderless button holding only an icon (close an alert, remove a chip): thumb-sized
 * around a small drawing. It has no words on screen, so give it an `aria-label`.
 */
export const IconButton = styled.button.attrs((props) => ({ type: props.type ?? 'button' }))`
  flex: none;
  display: inline-grid;
  place-items: center;
  width: ${TOUCH_TARGET};
  height: ${TOUCH_TARGET};
  padding: 0;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: transparent;
  color: inherit;
  font: inherit;
  cursor: pointer;
  ${focusRing}
`;
