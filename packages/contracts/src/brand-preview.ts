import { z } from 'zod';
import { colorTokens } from './brand-theme';

/**
 * The messages between the console's "Marca" and the site's page it frames as a preview
 * (`brandPreviewPath` in ./site-paths), both of one origin. The page asks once its listener runs
 * (`BRAND_PREVIEW_READY`); the console answers with the draft, then again at every change.
 */
export const BRAND_PREVIEW_READY = 'aula:brand-preview-ready';
export const BRAND_PREVIEW_DRAFT = 'aula:brand-preview-draft';

/**
 * The brand as the form holds it now, in the mode the preview shows: only the colours that are
 * colours (one still being typed keeps the page's own), the name and the line. The page checks
 * every message against this: a window of the same origin is the only sender it hears, but what it
 * lays over its theme goes into style sheets.
 */
export const brandPreviewDraft = z.object({
  type: z.literal(BRAND_PREVIEW_DRAFT),
  mode: z.enum(['light', 'dark']),
  colors: colorTokens.partial().strict(),
  name: z.string().max(200),
  tagline: z.string().max(400),
});

export type BrandPreviewDraft = z.infer<typeof brandPreviewDraft>;
