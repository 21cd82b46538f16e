import { join } from 'node:path';
import { loadBrand } from '@aula/brand/load';
import { resolveTheme } from '@aula/brand/theme';
import { renderToString } from 'react-dom/server';
import { ServerStyleSheet, ThemeProvider } from 'styled-components';
import { describe, expect, it } from 'vitest';
import { GlobalStyle } from './global-style';

const brand = loadBrand(join(import.meta.dirname, '..', '..', '..', 'brands'), 'impulsa');

/** The CSS GlobalStyle writes for a theme, as the server renderer puts it in the page. */
function globalCss(mode: 'light' | 'dark') {
  const theme = resolveTheme(brand.theme, mode);
  const sheet = new ServerStyleSheet();
  try {
    renderToString(
      sheet.collectStyles(
        <ThemeProvider theme={theme}>
          <GlobalStyle />
        </ThemeProvider>,
      ),
    );
    return { theme, css: sheet.getStyleTags().replace(/\s+/g, ' ') };
  } finally {
    sheet.seal();
  }
}

describe('GlobalStyle', () => {
  it('paints the page in the brand’s background and text colours, in its body font', () => {
    const { theme, css } = globalCss('light');
    expect(css).toContain(`background:${theme.colors.background};`);
    expect(css).toContain(`color:${theme.colors.text};`);
    expect(css.replaceAll(' ', '')).toContain(`font-family:${theme.fonts.body.replaceAll(' ', '')};`);
  });

  it('tells the browser the colour mode, so its own controls and scrollbars match', () => {
    expect(globalCss('dark').css).toContain('color-scheme:dark;');
    expect(globalCss('light').css).toContain('color-scheme:light;');
  });

  it('shows the keyboard focus in the brand’s focus colour and calms motion when asked', () => {
    const { theme, css } = globalCss('light');
    expect(css).toContain(`:focus-visible{outline:3px solid ${theme.colors.focus};`);
    expect(css).toContain('prefers-reduced-motion: reduce');
  });
});
