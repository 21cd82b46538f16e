import { and, eq, isNull, lte, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { countries, lessonModules, lessonParts, lessons, partCompletions } from '../../db/schema';
import type { LearnerScope } from '../../repositories/learner-lessons';

export interface CompletedModule {
  moduleId: number;
  completedAt: Date;
}

/**
 * The certifying modules a learner has completed, and when (their last part done). Complete means
 * what an achievement's "finish the module" means (repositories/earned-achievements.ts): every
 * published lesson has parts, and the learner has done each part not archived. Read for one learner
 * and, when named, one module: a learner's own list or the part they just finished. Published means
 * by the database's clock, as for achievements.
 */
export async function completedCertifyingModules(
  db: Database,
  learner: LearnerScope,
  moduleId?: number,
): Promise<CompletedModule[]> {
  const rows = await db
    .select({
      moduleId: lessonModules.id,
      lessonId: lessons.id,
      partId: lessonParts.id,
      completedAt: partCompletions.completedAt,
    })
    .from(lessonModules)
    .innerJoin(lessons, and(eq(lessons.moduleId, lessonModules.id), lte(lessons.publishedAt, sql`now()`)))
    .leftJoin(lessonParts, and(eq(lessonParts.lessonId, lessons.id), isNull(lessonParts.archivedAt)))
    .leftJoin(
      partCompletions,
      and(eq(partCompletions.partId, lessonParts.id), eq(partCompletions.userId, learner.userId)),
    )
    .where(
      and(
        eq(lessonModules.allyId, learner.allyId),
        eq(lessonModules.certifying, true),
        lte(lessonModules.publishedAt, sql`now()`),
        isNull(lessonModules.archivedAt),
        or(
          isNull(lessonModules.countryId),
          eq(
            lessonModules.countryId,
            sql`(select ${countries.id} from ${countries} where ${countries.code} = ${learner.countryCode})`,
          ),
        ),
        moduleId === undefined ? sql`true` : eq(lessonModules.id, moduleId),
      ),
    );
  const modules = new Map<number, { done: boolean; completedAt: number }>();
  for (const row of rows) {
    const module = modules.get(row.moduleId) ?? { done: true, completedAt: 0 };
    // A lesson without parts can never be finished, nor its module; a part not done leaves it open.
    if (row.partId === null || row.completedAt === null) module.done = false;
    else module.completedAt = Math.max(module.completedAt, row.completedAt.getTime());
    modules.set(row.moduleId, module);
  }
  return [...modules]
    .filter(([, module]) => module.done)
    .map(([id, module]) => ({ moduleId: id, completedAt: new Date(module.completedAt) }));
}
