import { createGlobalStyle, css } from 'styled-components';

/**
 * GlobalStyle's rules, for a document that needs a global style of its own: styled-components
 * writes every mounted instance of one global style into each document it is mounted in, so the
 * theme studio's previews (light and dark, each in its own frame) each define theirs from these.
 */
export const globalRules = css`
  *, *::before, *::after {
    box-sizing: border-box;
  }

  html {
    -webkit-text-size-adjust: 100%;
    color-scheme: ${({ theme }) => theme.mode};
  }

  body {
    margin: 0;
    min-height: 100vh;
    background: ${({ theme }) => theme.colors.background};
    color: ${({ theme }) => theme.colors.text};
    font-family: ${({ theme }) => theme.fonts.body};
    font-size: ${({ theme }) => theme.fontSizes.md};
    line-height: 1.5;
  }

  h1, h2, h3 {
    font-family: ${({ theme }) => theme.fonts.heading};
    line-height: 1.2;
    margin: 0 0 ${({ theme }) => theme.space.sm};
  }

  h1, h2 {
    text-wrap: balance;
  }

  p {
    text-wrap: pretty;
  }

  h1 { font-size: ${({ theme }) => theme.fontSizes.xl}; letter-spacing: -0.01em; }
  h2 { font-size: ${({ theme }) => theme.fontSizes.lg}; }
  h3 { font-size: ${({ theme }) => theme.fontSizes.md}; }

  @media (min-width: 48rem) {
    h1 { font-size: ${({ theme }) => theme.fontSizes.xxl}; }
  }

  img, svg {
    max-width: 100%;
  }

  /* Every focusable thing shows where the keyboard is, even one a component forgot to style. */
  :focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }

  ::selection {
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.onPrimary};
  }

  @media (prefers-reduced-motion: reduce) {
    *, *::before, *::after {
      animation-duration: 0.01ms !important;
      transition-duration: 0.01ms !important;
    }
  }
`;

/** Page-wide defaults from the active brand's tokens; mobile first, motion only when welcome. */
export const GlobalStyle = createGlobalStyle`
  ${globalRules}
`;
