import { type InsightFilter, previousPeriod, STAFF_ONLY_ALLY } from '@aula/contracts/console-insight';
import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { allies, allyCountries, countries } from '../../db/schema';
import { fieldRefused } from '../../lib/console-input';
import { HttpError } from '../../lib/http-error';

/** A period as calendar days (both ends included, UTC) and as the half-open instants queries use. */
export interface InsightPeriod {
  from: string;
  to: string;
  /** `from` at 00:00 UTC. */
  start: Date;
  /** The day after `to` at 00:00 UTC: rows are in the period when `start <= at < end`. */
  end: Date;
}

/**
 * Whose data a console query may read, and for when. Every insight query is built from one: the
 * allies are the acting one (`request.consoleAlly`), or for staff the ones `ally` names.
 */
export interface InsightScope {
  allies: { id: number; code: string }[];
  /** Staff asked for several allies (or all): figures are given per ally. */
  compare: boolean;
  country: { id: number; code: string } | null;
  businessTypeId: number | null;
  period: InsightPeriod;
  previous: InsightPeriod;
}

/** Who asks: the signed-in user's access level and the ally the console's guard resolved. */
export interface InsightAsker {
  access: string;
  consoleAlly: { id: number; code: string };
}

export function periodOf(days: { from: string; to: string }): InsightPeriod {
  const start = new Date(`${days.from}T00:00:00Z`);
  const end = new Date(Date.parse(`${days.to}T00:00:00Z`) + 86_400_000);
  return { from: days.from, to: days.to, start, end };
}

async function alliesNamed(db: Database, asker: InsightAsker, named: string[] | undefined) {
  if (!named) return [asker.consoleAlly];
  if (asker.access !== 'staff') throw new HttpError(403, STAFF_ONLY_ALLY, 'Only platform staff compare allies');
  const all = named.length === 1 && named[0] === 'all';
  const rows = await db
    .select({ id: allies.id, code: allies.code })
    .from(allies)
    .where(all ? undefined : inArray(allies.code, named))
    .orderBy(allies.id);
  const unknown = named.filter((code) => !all && !rows.some((row) => row.code === code));
  if (unknown.length > 0) throw fieldRefused('ally', `is not an ally: ${unknown.join(', ')}`);
  return rows;
}

/** The country must be one the scoped allies offer (else 400 on `country`, telling nothing more). */
async function countryOf(db: Database, allyIds: number[], code: string | undefined) {
  if (code === undefined) return null;
  const [row] = await db
    .selectDistinct({ id: countries.id, code: countries.code })
    .from(countries)
    .innerJoin(allyCountries, eq(allyCountries.countryId, countries.id))
    .where(and(eq(countries.code, code), inArray(allyCountries.allyId, allyIds)))
    .limit(1);
  if (!row) throw fieldRefused('country', "is not one of the ally's countries");
  return row;
}

/**
 * Turns validated filters into the scope queries read: checks what only the database can tell
 * (the country is the ally's, `ally` is staff's and names allies) and sets the previous period.
 */
export async function resolveInsightScope(
  db: Database,
  asker: InsightAsker,
  filter: InsightFilter,
): Promise<InsightScope> {
  const scopedAllies = await alliesNamed(db, asker, filter.ally);
  const country = await countryOf(
    db,
    scopedAllies.map((ally) => ally.id),
    filter.country,
  );
  return {
    allies: scopedAllies,
    compare: filter.ally !== undefined && scopedAllies.length > 1,
    country,
    businessTypeId: filter.businessType ?? null,
    period: periodOf(filter),
    previous: periodOf(previousPeriod(filter)),
  };
}
