import { brandDraftInput } from '@aula/contracts/console-brand';
import { eq, isNotNull } from 'drizzle-orm';
import type { Database } from '../db/client';
import { allies, allyBrands } from '../db/schema';
import { completeBrand } from './console-brand';

export interface PublishedBrandProblem {
  allyCode: string;
  field: string;
  reason: string;
}

/**
 * What `brand:check --published` finds in the brands the allies' teams published in the console: each
 * held to the rules a save is held to today (the same contrast code as the brand folders), so a rule
 * made stricter after a publication is caught before a learner meets it. A brand stored before a
 * field existed is read as its pages read it (completed from its folder's).
 */
export async function publishedBrandProblems(db: Database): Promise<PublishedBrandProblem[]> {
  const rows = await db
    .select({ allyCode: allies.code, published: allyBrands.published, seeded: allyBrands.seeded })
    .from(allyBrands)
    .innerJoin(allies, eq(allies.id, allyBrands.allyId))
    .where(isNotNull(allyBrands.published))
    .orderBy(allies.code);
  return rows.flatMap(({ allyCode, published, seeded }) => {
    if (!published) return [];
    const checked = brandDraftInput.safeParse(completeBrand(published, seeded));
    if (checked.success) return [];
    return checked.error.issues.map((issue) => ({
      allyCode,
      field: issue.path.join('.') || '(brand)',
      reason: issue.message,
    }));
  });
}
