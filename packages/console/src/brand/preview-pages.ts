import { useGetConsoleModuleQuery, useGetConsoleModulesQuery } from '@aula/api-client/console-curriculum';
import { BRAND_PREVIEW_DRAFT, type BrandPreviewDraft } from '@aula/contracts/brand-preview';
import { type ColorTokens, colorTokens } from '@aula/contracts/brand-theme';
import type { BrandSettings } from '@aula/contracts/console-brand';
import { type AllySite, allyPath, brandPreviewPath } from '@aula/contracts/site-paths';
import type { ColorMode } from './brand-form-values';

/** The ally's pages the preview can show: its landing, a lesson and the console. */
export const PREVIEW_PAGES = ['landing', 'lesson', 'console'] as const;
export type PreviewPage = (typeof PREVIEW_PAGES)[number];

/** What the form holds that the preview shows. */
export type PreviewDraft = Pick<BrandSettings, 'name' | 'tagline' | 'colors'>;

/**
 * The address of the page shown, with the preview's hash: the landing, the console's summary, or
 * the ally's first published lesson (of its first module with one), the modules list when it has
 * none. Undefined while the lesson is being looked up; the curriculum is asked only for a lesson.
 */
export function usePreviewPath(page: PreviewPage, site: AllySite): string | undefined {
  const lesson = page === 'lesson';
  const modules = useGetConsoleModulesQuery(undefined, { skip: !lesson });
  const first = modules.data?.results.find((module) => module.published_at && module.published_lesson_count > 0);
  const module = useGetConsoleModuleQuery(first?.id ?? 0, { skip: !lesson || !first });
  if (page === 'landing') return brandPreviewPath(allyPath(site, 'landing'));
  if (page === 'console') return brandPreviewPath(allyPath(site, 'consoleOverview'));
  if (modules.isLoading || module.isLoading) return undefined;
  const lessonId = module.data?.lessons.find((entry) => entry.published_at)?.id;
  return brandPreviewPath(lessonId ? allyPath(site, 'lesson', { lessonId }) : allyPath(site, 'modules'));
}

const hexColor = colorTokens.shape.primary;

/**
 * The message the page in the frame lays over its brand: the chosen mode's colours that are whole
 * colours (one being typed, "#0b5", keeps the page's own until it is one), the name and the line.
 */
export function previewMessage(draft: PreviewDraft, mode: ColorMode): BrandPreviewDraft {
  const colors = Object.fromEntries(
    Object.entries(draft.colors[mode]).filter(([, value]) => hexColor.safeParse(value).success),
  ) as Partial<ColorTokens>;
  return { type: BRAND_PREVIEW_DRAFT, mode, colors, name: draft.name, tagline: draft.tagline };
}
