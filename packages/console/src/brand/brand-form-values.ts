import type { BrandFont } from '@aula/contracts/brand-fonts';
import type { ColorTokens } from '@aula/contracts/brand-theme';
import { type BrandSettings, brandDraftInput, type ConsoleBrand } from '@aula/contracts/console-brand';
import type { FieldMessages } from '@aula/ui-kit/forms/field-messages';
import { z } from 'zod';

export type ColorMode = keyof BrandSettings['colors'];
export type ColorToken = keyof ColorTokens;

export const COLOR_MODES: readonly ColorMode[] = ['light', 'dark'];

/**
 * The tokens as the form groups them, in words a team knows: what a visitor clicks, the page and its
 * text, and the two states a message can be in. Every token is in exactly one group.
 */
export const TOKEN_GROUPS: readonly { id: 'main' | 'page' | 'states'; tokens: readonly ColorToken[] }[] = [
  { id: 'main', tokens: ['primary', 'onPrimary', 'secondary', 'onSecondary'] },
  { id: 'page', tokens: ['background', 'surface', 'text', 'textMuted', 'border', 'focus'] },
  { id: 'states', tokens: ['success', 'danger'] },
];

/** The brand's fields as the form holds them: the thresholds as their boxes' text. */
export interface BrandFormValues {
  name: string;
  tagline: string;
  short_name: string;
  /** The logo's address; empty for the brand folder's own. */
  logo_url: string;
  /** The installed app's icon's address; empty for the build's icons. */
  app_icon_url: string;
  colors: BrandSettings['colors'];
  organization: BrandSettings['organization'];
  legal: BrandSettings['legal'];
  /** Ticked networks, in the order the buttons show them. */
  share_networks: string[];
  countries: string[];
  default_country: string;
  font: BrandFont;
  reminders_hour: number;
  video_complete_percent: string;
  reading_words_per_minute: string;
  reading_min_seconds: string;
}

const THRESHOLDS = ['video_complete_percent', 'reading_words_per_minute', 'reading_min_seconds'] as const;

export function brandFormValues({ draft }: ConsoleBrand): BrandFormValues {
  return {
    name: draft.name,
    tagline: draft.tagline,
    short_name: draft.short_name,
    logo_url: draft.logo_url ?? '',
    app_icon_url: draft.app_icon_url ?? '',
    colors: structuredClone(draft.colors),
    organization: { ...draft.organization },
    legal: { ...draft.legal },
    share_networks: [...draft.share_networks],
    countries: [...draft.countries],
    default_country: draft.default_country,
    font: draft.font,
    reminders_hour: draft.reminders_hour,
    video_complete_percent: String(draft.video_complete_percent),
    reading_words_per_minute: String(draft.reading_words_per_minute),
    reading_min_seconds: String(draft.reading_min_seconds),
  };
}

// An empty box is "required", not the 0 that Number('') would make of it.
const numberOf = (text: string) => (text.trim() === '' ? undefined : Number(text));

/**
 * The contract's save request without its version (the screen adds the version it loaded): the
 * same rules the API applies, the colours' WCAG AA check among them (`brandColorsInput`).
 */
export const brandFormRequest = z.preprocess((raw) => {
  const values = raw as BrandFormValues;
  return {
    ...values,
    logo_url: values.logo_url.trim() || null,
    app_icon_url: values.app_icon_url.trim() || null,
    ...Object.fromEntries(THRESHOLDS.map((field) => [field, numberOf(values[field])])),
  };
}, brandDraftInput);

/**
 * A colour's own sentence for a mistyped value. A contrast refusal is a rule of the same kind
 * ("invalid"), but the colour field says that one in the contrast report's words instead.
 */
const colorFieldMessages: FieldMessages = Object.fromEntries(
  COLOR_MODES.flatMap((mode) =>
    TOKEN_GROUPS.flatMap((group) =>
      group.tokens.map((token) => [`colors.${mode}.${token}`, { invalid: 'console:brand.colors.hexFormat' }]),
    ),
  ),
);

/** The brand form's own sentences: each colour's, and the site fields' rules said in the team's words. */
export const brandFieldMessages: FieldMessages = {
  ...colorFieldMessages,
  // The server reads the picture: one sentence says every rule it holds an app icon to.
  app_icon_url: { invalid: 'console:brand.identity.appIconInvalid' },
  'organization.url': { invalid: 'console:brand.organization.urlFormat' },
  'legal.terms_url': { invalid: 'console:brand.legal.termsFormat' },
  'legal.privacy_url': { invalid: 'console:brand.legal.privacyFormat' },
  share_networks: { required: 'console:brand.sharing.required', invalid: 'console:brand.sharing.required' },
  countries: { required: 'console:brand.countries.required', invalid: 'console:brand.countries.unknown' },
  default_country: { invalid: 'console:brand.countries.defaultOffered' },
  font: { invalid: 'console:brand.font.unknown' },
};
