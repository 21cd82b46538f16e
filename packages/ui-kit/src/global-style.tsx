import { createGlobalStyle } from 'styled-components';

/** Page-wide defaults from the active brand's tokens; mobile first, motion only when welcome. */
export const GlobalStyle = createGlobalStyle`
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

  h1 { font-size: ${({ theme }) => theme.fontSizes.xl}; }
  h2 { font-size: ${({ theme }) => theme.fontSizes.lg}; }
  h3 { font-size: ${({ theme }) => theme.fontSizes.md}; }

  @media (min-width: 48rem) {
    h1 { font-size: ${({ theme }) => theme.fontSizes.xxl}; }
  }

  img, svg {
    max-width: 100%;
  }

  @media (prefers-reduced-motion: reduce) {
    *, *::before, *::after {
      animation-duration: 0.01ms !important;
      transition-duration: 0.01ms !important;
    }
  }
`;
