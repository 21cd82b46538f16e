import type {
  BrandSettings,
  ConsoleBrand,
  consoleBrandPublish,
  consoleBrandUpdate,
} from '@aula/contracts/console-brand';
import type { z } from 'zod';
import type { Database } from '../db/client';
import { editConflict } from '../lib/console-input';
import { notFound } from '../lib/http-error';
import { NEUTRAL_BRAND_COLORS } from '../lib/neutral-brand';
import {
  type AllyBrandRow,
  findAllyBrand,
  findAllyDefaults,
  insertAllyBrand,
  publishBrandDraft,
  saveBrandDraft,
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

/** What the team edits: its last save, else what learners see (its publication, else the folder's). */
// A brand stored before logos were set has none: the folder's (null).
function shownDraft(row: BrandState): BrandSettings {
  const stored = row.draft ?? row.published ?? row.seeded;
  return { ...stored, logo_url: stored.logo_url ?? null };
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
 * The brand of an ally the seed never gave one (no brand folder): its name (also as its tagline,
 * which must be a text), Aula's colours and its row's thresholds, so the editor is never a dead end.
 */
async function startingBrand(db: Database, allyId: number): Promise<BrandState> {
  const ally = await findAllyDefaults(db, allyId);
  if (!ally) throw notFound('No such ally');
  const seeded: BrandSettings = {
    name: ally.name,
    tagline: ally.name,
    logo_url: null,
    colors: NEUTRAL_BRAND_COLORS,
    video_complete_percent: ally.videoCompletePercent,
    reading_words_per_minute: ally.readingWordsPerMinute,
    reading_min_seconds: ally.readingMinSeconds,
  };
  return { allyId, seeded, draft: null, version: 1, published: null, publishedVersion: null, publishedAt: null };
}

const brandOf = async (db: Database, allyId: number): Promise<BrandState> =>
  (await findAllyBrand(db, allyId)) ?? startingBrand(db, allyId);

/** The brand's row before a write, made from the starting brand on an ally's first save or publication. */
async function storedBrandOf(db: Database, allyId: number): Promise<BrandState> {
  const found = await findAllyBrand(db, allyId);
  if (found) return found;
  await insertAllyBrand(db, allyId, (await startingBrand(db, allyId)).seeded);
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
  'colors',
  'video_complete_percent',
  'reading_words_per_minute',
  'reading_min_seconds',
] as const satisfies readonly (keyof BrandSettings)[];

/** Saves the draft if nobody saved it since `version`; learners see nothing of it until it is published. */
export async function updateConsoleBrand(db: Database, actor: ConsoleActor, input: BrandUpdate): Promise<ConsoleBrand> {
  const { version, ...draft } = input;
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
 * Learners see the draft of `version` (or, never saved, the brand shown now): its name and
 * thresholds also go into the ally's row, which mails and part completion read. The caller
 * announces the change (the pages' caches hold the old brand).
 */
export async function publishConsoleBrand(
  db: Database,
  actor: ConsoleActor,
  input: BrandPublish,
  now = new Date(),
): Promise<ConsoleBrand> {
  return db.transaction(async (tx) => {
    const before = await storedBrandOf(tx, actor.allyId);
    if (before.version !== input.version) throw editConflict(toConsoleBrand(before));
    const after = await publishBrandDraft(tx, actor.allyId, input.version, now);
    if (!after?.published) throw editConflict(toConsoleBrand(await brandOf(tx, actor.allyId)));
    await writeAllyRowFromBrand(tx, actor.allyId, after.published);
    await recordChange(tx, {
      ...actor,
      itemType: 'brand',
      itemId: actor.allyId,
      action: 'published',
      summary: { version: input.version },
    });
    return toConsoleBrand(after);
  });
}
