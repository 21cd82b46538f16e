// An ally's brand as its team sets it in the console ("Marca", issue 39): the admin saves a draft,
// then publishes it; the published brand is what every page of the ally shows at run time, over the
// brand folder the ally was seeded from (brands/<allyCode>/).
import { z } from 'zod';
import { contrastProblems } from './brand-contrast';
import { colorTokens } from './brand-theme';
import { allyCode } from './common';
import { itemVersion } from './console';
import { pictureUrl } from './console-blog';

const text = (max: number) => z.string().trim().min(1, 'is required').max(max, `must be at most ${max} characters`);
const wholeNumber = (min: number, max: number) =>
  z
    .number({ error: 'must be a number' })
    .int('must be a whole number')
    .min(min, `must be ${min} to ${max}`)
    .max(max, `must be ${min} to ${max}`);

/** Both modes' colour tokens, as drawn (no contrast rule: what is stored passed it when saved). */
export const brandColors = z.object({ light: colorTokens, dark: colorTokens });

/**
 * Both modes' colours as a team writes them: every pair the components draw must reach WCAG AA,
 * the rule `brand:check` holds brand folders to; each failing pair is refused on its foreground field.
 */
export const brandColorsInput = brandColors.superRefine((colors, context) => {
  for (const problem of contrastProblems(colors)) {
    context.addIssue({
      code: 'custom',
      path: [problem.mode, problem.foreground],
      message: `has contrast ${problem.ratio.toFixed(2)}:1 on ${problem.background}, needs 4.5:1 (WCAG AA)`,
    });
  }
});

/** When a part counts as done for the ally's learners (services/part-progress.ts). */
const completionFields = {
  /** Share of a video that must have been played. */
  video_complete_percent: wholeNumber(50, 100),
  /** A reading counts after its words at this pace... */
  reading_words_per_minute: wholeNumber(100, 600),
  /** ...and never before this many seconds. */
  reading_min_seconds: wholeNumber(0, 600),
};

/** What the team sets of the brand. */
const brandSettingsShape = {
  name: text(60),
  tagline: text(160),
  /**
   * The logo the header, footer and link previews show: an uploaded picture (PNG, JPEG or WebP; the
   * uploads refuse SVG, which could carry script) or null for the brand folder's own.
   */
  logo_url: pictureUrl.nullable().default(null),
  ...completionFields,
};

export const brandSettings = z.object({ ...brandSettingsShape, colors: brandColors });

/** GET /api/console/brand/ : the draft the team edits, and where its publication stands. */
export const consoleBrand = z.object({
  /** The brand's id for its history (the ally's). */
  id: z.number().int().positive(),
  draft: brandSettings,
  /** The draft's version: a save or a publication must name it. */
  version: itemVersion,
  /** The draft's version learners see, or null while the brand folder's is shown. */
  published_version: itemVersion.nullable(),
  published_at: z.string().nullable(),
});

/** PUT /api/console/brand/ : saves the draft (learners see nothing of it until it is published). */
export const consoleBrandUpdate = z
  .object({ ...brandSettingsShape, colors: brandColorsInput, version: itemVersion })
  .strict();

/** POST /api/console/brand/publish/ : what learners see becomes the draft of this version. */
export const consoleBrandPublish = z.object({ version: itemVersion }).strict();

export const siteBrandParams = z.object({ code: allyCode });

/**
 * GET /api/brands/{code}/ : the ally's brand as learners see it: the team's last publication, or
 * the brand folder it was seeded from while the team has published none.
 */
export const siteBrand = z.object({
  name: z.string(),
  tagline: z.string(),
  /** The published logo, or null: the brand folder's. */
  logo_url: z.string().nullable(),
  colors: brandColors,
  /** The publication's version (0: the brand folder's), so a cached copy can tell it is old. */
  version: z.number().int().nonnegative(),
});

export type BrandSettings = z.infer<typeof brandSettings>;
export type ConsoleBrand = z.infer<typeof consoleBrand>;
export type ConsoleBrandUpdate = z.input<typeof consoleBrandUpdate>;
export type SiteBrand = z.infer<typeof siteBrand>;
