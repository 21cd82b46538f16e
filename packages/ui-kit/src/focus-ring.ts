import { css } from 'styled-components';

/** The focus outline itself, for an element that shows the focus of another (a hidden radio's label). */
export const focusOutline = css`
  outline: 3px solid ${({ theme }) => theme.colors.focus};
  outline-offset: 2px;
`;

/** The one visible focus indicator (WCAG 2.4.7 / 2.4.11), drawn in the brand's focus colour. */
export const focusRing = css`
  &:focus-visible {
    ${focusOutline}
  }
`;

/** WCAG 2.5.8 asks 24px; we keep the comfortable 44px for thumbs on small phones. */
export const TOUCH_TARGET = '44px';
