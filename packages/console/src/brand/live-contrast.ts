import { AA_TEXT, type ContrastProblem, contrastProblems } from '@aula/contracts/brand-contrast';
import { colorTokens } from '@aula/contracts/brand-theme';
import type { BrandSettings } from '@aula/contracts/console-brand';
import { useTranslation } from 'react-i18next';
import { COLOR_MODES, type ColorMode } from './brand-form-values';

/**
 * The pairs below WCAG AA as the colours stand, by the API's own check (`contrastProblems`, which
 * `brandColorsInput` refuses a save with). A mode with a colour still being typed ("#0b5") is left
 * out until it is a colour again: its ratios would be meaningless, and its field says what is wrong.
 */
export function liveContrastProblems(colors: BrandSettings['colors']): ContrastProblem[] {
  const complete = COLOR_MODES.filter((mode) => colorTokens.safeParse(colors[mode]).success);
  const [stand] = complete;
  if (!stand) return [];
  // contrastProblems takes both modes: one being typed borrows the other's colours, and its pairs are dropped.
  const whole = {
    light: colors[complete.includes('light') ? 'light' : stand],
    dark: colors[complete.includes('dark') ? 'dark' : stand],
  };
  return contrastProblems(whole).filter((problem) => complete.includes(problem.mode));
}

/**
 * One pair in the team's words: "Texto sobre el botón principal (modo claro): 2,1:1; necesita 4,5:1".
 * The ratio is cut, not rounded, to two decimals: a 4.499 never reads as the 4.5 it lacks.
 */
export function useDescribeProblem(): (problem: ContrastProblem) => string {
  const { t } = useTranslation('console', { keyPrefix: 'brand.contrast' });
  return (problem) =>
    t('problem', {
      pair: t(`pairs.${problem.foreground}.${problem.background}`),
      mode: t(`modes.${problem.mode}`),
      ratio: Math.floor(problem.ratio * 100) / 100,
      needed: AA_TEXT,
    });
}

/** The problems a field is blamed for (the API names the pair's foreground, `colors.light.onPrimary`). */
export const problemsOf = (problems: ContrastProblem[], mode: ColorMode, token: string) =>
  problems.filter((problem) => problem.mode === mode && problem.foreground === token);
