import type { BrandTheme, ColorTokens } from './brand-theme';

// WCAG 2.x relative luminance and contrast ratio, used to refuse unreadable brand themes.
function channel(value: number): number {
  const c = value / 255;
  return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

function luminance(hex: string): number {
  const n = Number.parseInt(hex.slice(1), 16);
  return 0.2126 * channel((n >> 16) & 255) + 0.7152 * channel((n >> 8) & 255) + 0.0722 * channel(n & 255);
}

export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** WCAG AA for normal text. */
export const AA_TEXT = 4.5;

/**
 * Every text/background pair the components draw, in each mode (WCAG AA, 4.5:1): body and muted
 * text on the page and on cards, links (primary), error and success messages on both, text on the
 * primary and secondary buttons, and the tick drawn in surface colour on a finished (success) step.
 */
export const TEXT_PAIRS: ReadonlyArray<readonly [keyof ColorTokens, keyof ColorTokens]> = [
  ['text', 'background'],
  ['text', 'surface'],
  ['textMuted', 'background'],
  ['textMuted', 'surface'],
  ['primary', 'background'],
  ['primary', 'surface'],
  ['danger', 'background'],
  ['danger', 'surface'],
  ['success', 'background'],
  ['success', 'surface'],
  ['onPrimary', 'primary'],
  ['onSecondary', 'secondary'],
  ['surface', 'success'],
];

export interface ContrastProblem {
  mode: 'light' | 'dark';
  foreground: keyof ColorTokens;
  background: keyof ColorTokens;
  ratio: number;
  /** `colors.light.onPrimary`: the field to change. */
  field: string;
  reason: string;
}

/** Every pair below AA in either mode; empty when the theme is readable. */
export function contrastProblems(colors: BrandTheme['colors']): ContrastProblem[] {
  const problems: ContrastProblem[] = [];
  for (const mode of ['light', 'dark'] as const) {
    const tokens = colors[mode];
    for (const [fg, bg] of TEXT_PAIRS) {
      const ratio = contrastRatio(tokens[fg], tokens[bg]);
      if (ratio >= AA_TEXT) continue;
      problems.push({
        mode,
        foreground: fg,
        background: bg,
        ratio,
        field: `colors.${mode}.${fg}`,
        reason: `${tokens[fg]} on colors.${mode}.${bg} (${tokens[bg]}) has contrast ${ratio.toFixed(2)}:1, needs ${AA_TEXT}:1 (WCAG AA)`,
      });
    }
  }
  return problems;
}
