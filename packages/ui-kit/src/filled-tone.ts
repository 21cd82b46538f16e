import { css } from 'styled-components';

/** A surface in a brand colour with its readable "on" colour (contrast checked per brand). */
export function filledTone(tone: 'primary' | 'secondary') {
  const on = tone === 'primary' ? 'onPrimary' : 'onSecondary';
  return css`
    background: ${({ theme }) => theme.colors[tone]};
    color: ${({ theme }) => theme.colors[on]};
    border-color: ${({ theme }) => theme.colors[tone]};
  `;
}
