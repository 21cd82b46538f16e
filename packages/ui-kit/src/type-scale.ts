import { css } from 'styled-components';

// The type scale, on the brand's font sizes: every screen names a role rather than a size, so a
// brand that changes its sizes changes every screen at once.

/** A screen's one title. */
export const displayText = css`
  font-family: ${({ theme }) => theme.fonts.heading};
  font-size: ${({ theme }) => theme.fontSizes.xl};
  line-height: 1.15;
  letter-spacing: -0.01em;

  @media (min-width: 48rem) {
    font-size: ${({ theme }) => theme.fontSizes.xxl};
  }
`;

/** A section's heading. */
export const titleText = css`
  font-family: ${({ theme }) => theme.fonts.heading};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  line-height: 1.2;
`;

/** A lead paragraph under a title. */
export const leadText = css`
  font-size: ${({ theme }) => theme.fontSizes.lg};
  line-height: 1.45;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** Small print: metadata, captions, labels of the nav bar. */
export const captionText = css`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  line-height: 1.4;
  color: ${({ theme }) => theme.colors.textMuted};
`;
