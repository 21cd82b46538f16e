import type {
  BrandSettings,
  ConsoleBrand,
  consoleBrandPublish,
  consoleBrandUpdate,
} from '@aula/contracts/console-brand';
import type { z } from 'zod';
import type { Database } from '../db/client';
import { editConflict, fieldRefused } from '../lib/console-input';
import { notFound } from '../lib/http-error';
import { NEUTRAL_BRAND_COLORS, SITE_FIELD_NAMES, startingSiteFields } from '../lib/neutral-brand';
import {
  type AllyBrandRow,
  findAllyBrand,
  findAllyDefaults,
  insertAllyBrand,
  publishBrandDraft,
  saveBrandDraft,
  unknownCountryCodes,
  writeAllyRowFromBrand,
} from '../repositories/ally-brands';
import type { ConsoleActor } from './console-actor';
import { recordChange } from './content-history';

type BrandUpdate = z.output<typeof consoleBrandUpdate>;
type BrandPublish = z.output<typeof consoleBrandPublish>;

/** What the console shows of a brand row (or of the one an ally without a row would start with). */
type BrandState = Pick<
  AllyBrandRow,
  'allyId' | 'seeded' | 'draft' | 'version' | 'published' | 'publishedVersion' | 'publishedAt'
>;

/**
 * A stored brand with every field: one stored before a field existed takes it from the folder's
 * copy (`seeded`, complete since `brandOf` made it so); one stored before logos or app icons has
 * none (null).
 */
export function completeBrand(stored: BrandSettings, seeded: BrandSettings): BrandSettings {
  return { ...seeded, ...stored, logo_url: stored.logo_url ?? null, app_icon_url: stored.app_icon_url ?? null };
}

/** What the team edits: its last save, else what learners see (its publication, else the folder's). */
function shownDraft(row: BrandState): BrandSettings {
  return completeBrand(row.draft ?? row.published ?? row.seeded, row.seeded);
}

function toConsoleBrand(row: BrandState): ConsoleBrand {
  return {
    id: row.allyId,
    draft: shownDraft(row),
    version: row.version,
    published_version: row.publishedVersion,
    published_at: row.publishedAt?.toISOString() ?? null,
  };
}

/**
 * The brand settings of an ally the seed never gave a brand (no brand folder): its name (also as
 * its tagline, which must be a text), Aula's colours, its countries and its row's thresholds and
 * reminders' hour, so the editor is never a dead end (it asks only for the organisation's address).
 */
async function startingSettings(db: Database, allyId: number): Promise<BrandSettings> {
  const ally = await findAllyDefaults(db, allyId);
  if (!ally) throw notFound('No such ally');
  return {
    name: ally.name,
    tagline: ally.name,
    logo_url: null,
    app_icon_url: null,
    colors: NEUTRAL_BRAND_COLORS,
    ...startingSiteFields(ally.name, ally.countries),
    reminders_hour: ally.remindersHour,
    video_complete_percent: ally.videoCompletePercent,
    reading_words_per_minute: ally.readingWordsPerMinute,
    reading_min_seconds: ally.readingMinSeconds,
  };
}

async function startingBrand(db: Database, allyId: number): Promise<BrandState> {
  const seeded = await startingSettings(db, allyId);
  return { allyId, seeded, draft: null, version: 1, published: null, publishedVersion: null, publishedAt: null };
}

/** Whether a stored brand predates a field (the seed refreshes `seeded`, but may not have run since). */
export const lacksFields = (stored: BrandSettings) =>
  [...SITE_FIELD_NAMES, 'reminders_hour' as const].some((field) => !(field in stored));

async function brandOf(db: Database, allyId: number): Promise<BrandState> {
  const found = await findAllyBrand(db, allyId);
  if (!found) return startingBrand(db, allyId);
  if (!lacksFields(found.seeded)) return found;
  return { ...found, seeded: { ...(await startingSettings(db, allyId)), ...found.seeded } };
}

/** The brand's row before a write, made from the starting brand on an ally's first save or publication. */
async function storedBrandOf(db: Database, allyId: number): Promise<BrandState> {
  if (!(await findAllyBrand(db, allyId))) await insertAllyBrand(db, allyId, await startingSettings(db, allyId));
  return brandOf(db, allyId);
}

export async function getConsoleBrand(db: Database, allyId: number): Promise<ConsoleBrand> {
  return toConsoleBrand(await brandOf(db, allyId));
}

/** Objects compared whatever their keys' order (jsonb gives them back in its own). */
const canonical = (value: unknown) =>
  JSON.stringify(value, (_key, part) =>
    part && typeof part === 'object' && !Array.isArray(part) ? Object.fromEntries(Object.entries(part).sort()) : part,
  );

const FIELDS = [
  'name',
  'tagline',
  'logo_url',
  'app_icon_url',
  'colors',
  ...SITE_FIELD_NAMES,
  'reminders_hour',
  'video_complete_percent',
  'reading_words_per_minute',
  'reading_min_seconds',
] as const satisfies readonly (keyof BrandSettings)[];

/** Saves the draft if nobody saved it since `version`; learners see nothing of it until it is published. */
export async function updateConsoleBrand(db: Database, actor: ConsoleActor, input: BrandUpdate): Promise<ConsoleBrand> {
  const { version, ...draft } = input;
  const unknown = await unknownCountryCodes(db, draft.countries);
  if (unknown.length > 0) {
    throw fieldRefused('countries', `must be countries this platform has (not ${unknown.join(', ')})`);
  }
  return db.transaction(async (tx) => {
    const before = await storedBrandOf(tx, actor.allyId);
    if (before.version !== version) throw editConflict(toConsoleBrand(before));
    const after = await saveBrandDraft(tx, actor.allyId, version, draft);
    if (!after) throw editConflict(toConsoleBrand(await brandOf(tx, actor.allyId)));
    const old = shownDraft(before);
    const fields = FIELDS.filter((field) => canonical(old[field]) !== canonical(draft[field]));
    await recordChange(tx, {
      ...actor,
      itemType: 'brand',
      itemId: actor.allyId,
      action: 'updated',
      summary: { fields },
    });
    return toConsoleBrand(after);
  });
}

/**
 * Learners see the draft of `version` (or, never saved, the brand shown now): its name, thresholds
 * and reminders' hour also go into the ally's row, which mails, part completion and reminders read,
 * and its countries become the ally's sites. The caller announces the change (the pages' caches
 * hold the old brand; `sitesChanged`: the lists of countries and their content too).
 */
export async function publishConsoleBrand(
  db: Database,
  actor: ConsoleActor,
  input: BrandPublish,
  now = new Date(),
): Promise<{ brand: ConsoleBrand; sitesChanged: boolean }> {
  return db.transaction(async (tx) => {
    const before = await storedBrandOf(tx, actor.allyId);
    if (before.version !== input.version) throw editConflict(toConsoleBrand(before));
    const published = await publishBrandDraft(tx, actor.allyId, input.version, now);
    if (!published?.published) throw editConflict(toConsoleBrand(await brandOf(tx, actor.allyId)));
    const after = { ...published, seeded: before.seeded };
    const sitesChanged = await writeAllyRowFromBrand(
      tx,
      actor.allyId,
      completeBrand(published.published, before.seeded),
    );
    await recordChange(tx, {
      ...actor,
      itemType: 'brand',
      itemId: actor.allyId,
      action: 'published',
      summary: { version: input.version },
    });
    return { brand: toConsoleBrand(after), sitesChanged };
  });
}
