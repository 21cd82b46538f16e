import type { BrandSettings } from '@aula/contracts/console-brand';

/**
 * Aula's own colours (those of apps/web/neutral/theme.json, the product's identity), for an ally
 * whose brand was never seeded nor published. Every pair passes WCAG AA, as a team's must
 * (test/console-brand.test.ts holds it to `contrastProblems`).
 */
export const NEUTRAL_BRAND_COLORS: BrandSettings['colors'] = {
  light: {
    primary: '#2f4858',
    onPrimary: '#ffffff',
    secondary: '#33658a',
    onSecondary: '#ffffff',
    background: '#f7f7f5',
    surface: '#ffffff',
    text: '#1f2933',
    textMuted: '#52606d',
    border: '#cbd2d9',
    focus: '#d97706',
    danger: '#b3261e',
    success: '#1e7a3c',
  },
  dark: {
    primary: '#9fb3c8',
    onPrimary: '#102a43',
    secondary: '#86b4d6',
    onSecondary: '#102a43',
    background: '#131a21',
    surface: '#1f2933',
    text: '#f0f4f8',
    textMuted: '#bcccdc',
    border: '#3e4c59',
    focus: '#f0b429',
    danger: '#ff8a80',
    success: '#7ddc9a',
  },
};
