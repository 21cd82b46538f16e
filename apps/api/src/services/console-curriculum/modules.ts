import type {
  ConsoleModule,
  ConsoleModuleDetail,
  ModuleFields,
  moduleFields,
} from '@aula/contracts/console-curriculum';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { allyCountries, businessTypes, countries, lessonModules, moduleBusinessTypes } from '../../db/schema';
import { notFound } from '../../lib/http-error';
import { allyModule, allyModules, moduleLessons } from '../../repositories/console-curriculum';
import { hasRecords, learnerRecordsIn } from '../../repositories/learner-records';
import { changedFields, recordChange } from '../content-history';
import { type Editor, editConflict, fieldRefused, hasLearnerRecords, learnerSiteFollows, sameItems } from './shared';

type Fields = z.output<typeof moduleFields>;

export async function requireModule(db: Database, allyId: number, moduleId: number): Promise<ConsoleModule> {
  const module = await allyModule(db, allyId, moduleId);
  if (!module) throw notFound('Module not found');
  return module;
}

export async function moduleDetail(db: Database, allyId: number, moduleId: number): Promise<ConsoleModuleDetail> {
  const module = await requireModule(db, allyId, moduleId);
  return { ...module, lessons: await moduleLessons(db, allyId, moduleId) };
}

export const modulesOf = allyModules;

/** The stored form of the fields: a country of the ally's and business types that exist, else 400. */
async function storedFields(db: Database, allyId: number, fields: Fields) {
  let countryId: number | null = null;
  if (fields.country !== null) {
    const [row] = await db
      .select({ id: countries.id })
      .from(allyCountries)
      .innerJoin(countries, eq(allyCountries.countryId, countries.id))
      .where(and(eq(allyCountries.allyId, allyId), eq(countries.code, fields.country)));
    if (!row) throw fieldRefused('country', 'is not a country this ally serves');
    countryId = row.id;
  }
  const typeIds = [...new Set(fields.business_type_ids)];
  if (typeIds.length > 0) {
    const known = await db
      .select({ id: businessTypes.id })
      .from(businessTypes)
      .where(inArray(businessTypes.id, typeIds));
    if (known.length !== typeIds.length)
      throw fieldRefused('business_type_ids', 'names a business type that does not exist');
  }
  return {
    columns: {
      title: fields.title,
      description: fields.description,
      coverImageUrl: fields.cover_image_url,
      countryId,
      certifying: fields.certifying,
      chatLearning: fields.chat_learning,
    },
    typeIds,
  };
}

async function replaceBusinessTypes(db: Database, moduleId: number, typeIds: number[]) {
  await db.delete(moduleBusinessTypes).where(eq(moduleBusinessTypes.moduleId, moduleId));
  if (typeIds.length > 0) {
    await db.insert(moduleBusinessTypes).values(typeIds.map((businessTypeId) => ({ moduleId, businessTypeId })));
  }
}

/** A new module is a draft at the end of the ally's list: learners see nothing until it is published. */
export async function createModule(db: Database, editor: Editor, fields: Fields): Promise<ConsoleModule> {
  const { columns, typeIds } = await storedFields(db, editor.allyId, fields);
  const id = await db.transaction(async (tx) => {
    const [created] = await tx
      .insert(lessonModules)
      .values({
        ...columns,
        allyId: editor.allyId,
        publishedAt: null,
        position: sql`(select coalesce(max(${lessonModules.position}), 0) + 1 from ${lessonModules} where ${lessonModules.allyId} = ${editor.allyId})`,
      })
      .returning({ id: lessonModules.id });
    if (!created) throw new Error('module insert returned nothing');
    await replaceBusinessTypes(tx, created.id, typeIds);
    await recordChange(tx, {
      ...editor,
      itemType: 'module',
      itemId: created.id,
      action: 'created',
      summary: { title: fields.title },
    });
    return created.id;
  });
  return requireModule(db, editor.allyId, id);
}

/** Bumps the version if the editor's is still the row's; false when someone saved in between. */
async function bumpVersion(
  db: Database,
  editor: Editor,
  moduleId: number,
  version: number,
  set: Partial<typeof lessonModules.$inferInsert>,
) {
  const rows = await db
    .update(lessonModules)
    .set({ ...set, version: sql`${lessonModules.version} + 1` })
    .where(
      and(
        eq(lessonModules.id, moduleId),
        eq(lessonModules.allyId, editor.allyId),
        eq(lessonModules.version, version),
        isNull(lessonModules.archivedAt),
      ),
    )
    .returning({ id: lessonModules.id });
  return rows.length === 1;
}

export async function updateModule(
  app: FastifyInstance,
  editor: Editor,
  moduleId: number,
  { version, ...fields }: Fields & { version: number },
): Promise<ConsoleModule> {
  const before = await requireModule(app.db, editor.allyId, moduleId);
  const { columns, typeIds } = await storedFields(app.db, editor.allyId, fields);
  const saved = await app.db.transaction(async (tx) => {
    if (!(await bumpVersion(tx, editor, moduleId, version, columns))) return false;
    await replaceBusinessTypes(tx, moduleId, typeIds);
    const after = { ...fields, business_type_ids: typeIds.sort((a, b) => a - b) };
    await recordChange(tx, {
      ...editor,
      itemType: 'module',
      itemId: moduleId,
      action: 'updated',
      summary: { fields: changedFields(before, after) },
    });
    return true;
  });
  if (!saved) throw editConflict(await requireModule(app.db, editor.allyId, moduleId));
  if (before.published_at !== null) await learnerSiteFollows(app);
  return requireModule(app.db, editor.allyId, moduleId);
}

export async function publishModule(
  app: FastifyInstance,
  editor: Editor,
  moduleId: number,
  { published, version }: { published: boolean; version: number },
): Promise<ConsoleModule> {
  await requireModule(app.db, editor.allyId, moduleId);
  const saved = await app.db.transaction(async (tx) => {
    if (!(await bumpVersion(tx, editor, moduleId, version, { publishedAt: published ? new Date() : null })))
      return false;
    await recordChange(tx, {
      ...editor,
      itemType: 'module',
      itemId: moduleId,
      action: published ? 'published' : 'unpublished',
      summary: {},
    });
    return true;
  });
  if (!saved) throw editConflict(await requireModule(app.db, editor.allyId, moduleId));
  await learnerSiteFollows(app);
  return requireModule(app.db, editor.allyId, moduleId);
}

/**
 * Deletes a module with its lessons and parts; when learners have records in it, only with
 * `confirm`, and then it is archived (hidden everywhere) so their progress, favourites and ratings stay.
 */
export async function deleteModule(app: FastifyInstance, editor: Editor, moduleId: number, confirm: boolean) {
  const module = await requireModule(app.db, editor.allyId, moduleId);
  const records = await learnerRecordsIn(app.db, { moduleId });
  const archived = hasRecords(records);
  if (archived && !confirm) throw hasLearnerRecords(records);
  await app.db.transaction(async (tx) => {
    const mine = and(eq(lessonModules.id, moduleId), eq(lessonModules.allyId, editor.allyId));
    if (archived) {
      await tx
        .update(lessonModules)
        .set({ archivedAt: new Date(), publishedAt: null, version: sql`${lessonModules.version} + 1` })
        .where(mine);
    } else await tx.delete(lessonModules).where(mine);
    await recordChange(tx, {
      ...editor,
      itemType: 'module',
      itemId: moduleId,
      action: archived ? 'archived' : 'deleted',
      summary: { title: module.title, archived, records },
    });
  });
  await learnerSiteFollows(app);
  return { archived };
}

/** Positions 1..n in the order given; each module that moved is recorded. */
export async function reorderModules(app: FastifyInstance, editor: Editor, ids: number[]): Promise<ConsoleModule[]> {
  const current = await allyModules(app.db, editor.allyId);
  if (
    !sameItems(
      current.map((module) => module.id),
      ids,
    )
  ) {
    throw fieldRefused('ids', "must list each of the ally's modules once");
  }
  const before = new Map(current.map((module) => [module.id, module.order]));
  await app.db.transaction(async (tx) => {
    for (const [index, id] of ids.entries()) {
      if (before.get(id) === index + 1) continue;
      await tx
        .update(lessonModules)
        .set({ position: index + 1 })
        .where(and(eq(lessonModules.id, id), eq(lessonModules.allyId, editor.allyId)));
      await recordChange(tx, {
        ...editor,
        itemType: 'module',
        itemId: id,
        action: 'reordered',
        summary: { order: index + 1 },
      });
    }
  });
  await learnerSiteFollows(app);
  return allyModules(app.db, editor.allyId);
}

export type { ModuleFields };
