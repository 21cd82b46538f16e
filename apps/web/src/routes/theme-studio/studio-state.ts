// What the studio edits: one brand's theme and words, starting from a brand of the build. Pure, so
// the editing rules and the exported files are tested without a screen.
import type { Brand } from '@aula/brand/brand';
import { type BrandProblem, brandFile, configProblems, logoSizeReason, themeProblems } from '@aula/brand/check-data';
import type { ColorMode } from '@aula/brand/theme';
import type { BrandTheme, ColorTokens } from '@aula/contracts/brand-theme';

/** Why a chosen logo cannot go into the brand folder as it is. */
export type LogoProblem = { kind: 'size'; width: number; height: number } | { kind: 'unreadable' };

export interface StudioState {
  /** The ally code of the brand being edited. */
  allyCode: string;
  config: Brand['config'];
  theme: BrandTheme;
  logoUrl: string;
  logoProblem?: LogoProblem;
}

export type StudioAction =
  | { type: 'pick'; brand: Brand }
  | { type: 'color'; mode: ColorMode; token: keyof ColorTokens; value: string }
  | { type: 'font'; which: keyof BrandTheme['fonts']; value: string }
  | { type: 'radius'; which: keyof BrandTheme['radii']; value: string }
  | { type: 'text'; which: 'name' | 'tagline'; value: string }
  | { type: 'logo'; url?: string; problem?: LogoProblem };

export function startFrom(brand: Brand): StudioState {
  return { allyCode: brand.config.allyCode, config: brand.config, theme: brand.theme, logoUrl: brand.logoUrl };
}

export function studioReducer(state: StudioState, action: StudioAction): StudioState {
  const { theme } = state;
  switch (action.type) {
    case 'pick':
      return startFrom(action.brand);
    case 'color':
      return {
        ...state,
        theme: {
          ...theme,
          colors: { ...theme.colors, [action.mode]: { ...theme.colors[action.mode], [action.token]: action.value } },
        },
      };
    case 'font':
      return { ...state, theme: { ...theme, fonts: { ...theme.fonts, [action.which]: action.value } } };
    case 'radius':
      return { ...state, theme: { ...theme, radii: { ...theme.radii, [action.which]: action.value } } };
    case 'text':
      return { ...state, config: { ...state.config, [action.which]: action.value } };
    case 'logo':
      return { ...state, logoUrl: action.url ?? state.logoUrl, logoProblem: action.problem };
  }
}

/** The brand as the previews show it. */
export function previewBrand(state: StudioState): Brand {
  return { config: state.config, theme: state.theme, logoUrl: state.logoUrl, faviconUrl: '' };
}

/** `theme.json` as it goes into brands/<allyCode>/. */
export function themeJson(state: StudioState): string {
  return `${JSON.stringify(state.theme, null, 2)}\n`;
}

/** `brand.json` as it goes into brands/<allyCode>/. */
export function brandJson(state: StudioState): string {
  return `${JSON.stringify(state.config, null, 2)}\n`;
}

/**
 * What `npm run brand:check` would say of the exported files and the chosen logo: the same
 * checker (@aula/brand/check-data), so the studio and the terminal never disagree.
 */
export function studioProblems(state: StudioState): BrandProblem[] {
  const problems = [...configProblems(state.config, state.allyCode), ...themeProblems(state.theme, state.allyCode)];
  const logo = state.logoProblem;
  if (logo) {
    const file = brandFile(state.allyCode, 'logo.svg');
    const reason = logo.kind === 'size' ? logoSizeReason(logo) : 'is not an image the studio can read';
    problems.push({ file, field: logo.kind === 'size' ? 'width/height' : '(file)', reason: reason ?? '' });
  }
  return problems;
}
