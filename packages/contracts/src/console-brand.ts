// An ally's brand as its team sets it in the console ("Marca", issue 39): the admin saves a draft,
// then publishes it; the published brand is what every page of the ally shows at run time, over the
// brand folder the ally was seeded from (brands/<allyCode>/).
import { z } from 'zod';
import { contrastProblems } from './brand-contrast';
import { BRAND_FONTS } from './brand-fonts';
import { colorTokens } from './brand-theme';
import { allyCode, countryCode } from './common';
import { itemVersion } from './console';
import { pictureUrl } from './console-blog';
import { SHARE_NETWORKS } from './share-networks';
import { allyRoutes } from './site-paths';

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

const isHttpsAddress = (text: string) => URL.canParse(text) && new URL(text).protocol === 'https:';

/** An https address, or blank until the ally gives one. */
const httpsAddressOrBlank = z
  .string()
  .trim()
  .max(500, 'must be at most 500 characters')
  .refine((text) => text === '' || isHttpsAddress(text), 'must be an https address');

/** One legal document: the ally's own https page, or the site's page written from brand data (brand.json's rule). */
const legalLink = (page: string) =>
  z
    .string()
    .trim()
    .max(500, 'must be at most 500 characters')
    .refine(
      (link) => link === page || isHttpsAddress(link),
      `must be an https address or "${page}" (this site's page)`,
    );

/** A list of distinct choices, at least one. */
const someOf = <T extends z.ZodType<string>>(choice: T, what: string) =>
  z
    .array(choice)
    .min(1, `must list at least one ${what}`)
    .refine((list) => new Set(list).size === list.length, `must not list a ${what} twice`);

/** What the pages, the installed app and search engines say of the ally besides its name (issue 39). */
const siteFields = {
  /** The installed app's name under its icon. */
  short_name: text(12),
  /** Who the ally is in the pages' structured data (JSON-LD), as brand.json's `organization`. */
  organization: z.object({
    name: text(120),
    // Blank until the ally gives one (an ally created in the console): its pages then carry no JSON-LD.
    url: httpsAddressOrBlank,
    logo_caption: text(160),
  }),
  /** Where a learner reads the terms of use and the privacy notice (brand.json's `legal`). */
  legal: z.object({ terms_url: legalLink(allyRoutes.terms), privacy_url: legalLink(allyRoutes.privacy) }),
  /** The share buttons, in the order shown. */
  share_networks: someOf(z.enum(SHARE_NETWORKS, { error: 'must be a network this site can share to' }), 'network'),
  /** The countries whose site the ally has (`/{country}/{allyCode}`): platform countries the API knows. */
  countries: someOf(countryCode, 'country'),
  /** Where the ally's site opens: one of `countries`. */
  default_country: countryCode,
  /** The pages' typeface: `system`, the theme's own fonts, or one the site serves (`brand-fonts.ts`). */
  font: z.enum(BRAND_FONTS, { error: 'must be a typeface this site serves' }).default('system'),
};

/** The whole hour (0-23) of the learner's day at which a reminder kind the team never set goes out. */
const remindersHour = wholeNumber(0, 23);

/** The default country must be offered: the issue names `default_country`. */
const defaultCountryOffered = (
  settings: { countries: string[]; default_country: string },
  context: z.RefinementCtx,
) => {
  if (!settings.countries.includes(settings.default_country)) {
    context.addIssue({ code: 'custom', path: ['default_country'], message: 'must be one of countries' });
  }
};

/** What the team sets of the brand, with the rules a save is held to. */
const brandSettingsShape = {
  name: text(60),
  tagline: text(160),
  /**
   * The logo the header, footer and link previews show: an uploaded picture (PNG, JPEG or WebP; the
   * uploads refuse SVG, which could carry script) or null for the brand folder's own.
   */
  logo_url: pictureUrl.nullable().default(null),
  /**
   * The installed app's icon, which the API draws its icons from (`brand-icons.ts`): an uploaded
   * square picture of at least 640x640 px (the API reads it on save), or null for the build's icons.
   */
  app_icon_url: pictureUrl.nullable().default(null),
  ...siteFields,
  reminders_hour: remindersHour,
  ...completionFields,
};

/**
 * The site fields as stored and answered: no rule beyond their type (what is stored passed the
 * rules when saved; an ally the seed gave no folder starts with blanks its team must fill).
 */
const storedSiteFields = {
  short_name: z.string(),
  organization: z.object({ name: z.string(), url: z.string(), logo_caption: z.string() }),
  legal: z.object({ terms_url: z.string(), privacy_url: z.string() }),
  share_networks: z.array(z.enum(SHARE_NETWORKS)),
  countries: z.array(countryCode),
  default_country: z.string(),
  font: z.enum(BRAND_FONTS),
};

export const brandSettings = z.object({ ...brandSettingsShape, ...storedSiteFields, colors: brandColors });

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

const draftInputShape = { ...brandSettingsShape, colors: brandColorsInput };

/** The draft as a team writes it, without the version it read (the console's form checks this). */
export const brandDraftInput = z.object(draftInputShape).strict().superRefine(defaultCountryOffered);

/** PUT /api/console/brand/ : saves the draft (learners see nothing of it until it is published). */
export const consoleBrandUpdate = z
  .object({ ...draftInputShape, version: itemVersion })
  .strict()
  .superRefine(defaultCountryOffered);

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
  /** The published app icon, or null: the build's icons (the API serves the icons drawn from it). */
  app_icon_url: z.string().nullable(),
  colors: brandColors,
  ...storedSiteFields,
  /** The publication's version (0: the brand folder's), so a cached copy can tell it is old. */
  version: z.number().int().nonnegative(),
  /** Staff suspended the ally: its pages say so instead of their own (nothing is deleted). */
  suspended: z.boolean(),
});

export type BrandSettings = z.infer<typeof brandSettings>;
export type ConsoleBrand = z.infer<typeof consoleBrand>;
export type ConsoleBrandUpdate = z.input<typeof consoleBrandUpdate>;
export type SiteBrand = z.infer<typeof siteBrand>;
