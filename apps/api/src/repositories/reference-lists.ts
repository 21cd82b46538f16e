import { asc, eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import {
  allies,
  allyCustomers,
  allyTypes,
  businessImprovements,
  businessTypes,
  campuses,
  countries,
  educationLevels,
  employeeNumbers,
  groups,
  levelMaturity,
  reviews,
  subjects,
  teachers,
  weeklyIncomes,
} from '../db/schema';

/** The catalogues that are just a named, ordered list; also what profile ids must point at. */
export const NAMED_LISTS = {
  business_types: businessTypes,
  employee_numbers: employeeNumbers,
  business_improvements: businessImprovements,
  education_levels: educationLevels,
  weekly_incomes: weeklyIncomes,
  subjects,
} as const;
export type NamedList = keyof typeof NAMED_LISTS;

export function listNamed(db: Database, list: NamedList) {
  const table = NAMED_LISTS[list];
  return db.select({ id: table.id, name: table.name }).from(table).orderBy(asc(table.position), asc(table.id));
}

export function listLevels(db: Database) {
  return db
    .select({
      id: levelMaturity.id,
      name: levelMaturity.name,
      description: levelMaturity.description,
      order: levelMaturity.position,
      minScore: levelMaturity.minScore,
    })
    .from(levelMaturity)
    .orderBy(asc(levelMaturity.position));
}

export function listReviews(db: Database) {
  return db
    .select({
      id: reviews.id,
      author: reviews.author,
      business: reviews.business,
      rating: reviews.rating,
      comment: reviews.comment,
      country: countries.code,
    })
    .from(reviews)
    .innerJoin(countries, eq(reviews.countryId, countries.id))
    .orderBy(asc(reviews.id));
}

export function listTeachers(db: Database) {
  return db
    .select({ id: teachers.id, name: teachers.name, bio: teachers.bio, photo_url: teachers.photoUrl })
    .from(teachers)
    .orderBy(asc(teachers.name));
}

export function listCampuses(db: Database) {
  return db
    .select({ id: campuses.id, name: campuses.name, city: campuses.city })
    .from(campuses)
    .orderBy(asc(campuses.name));
}

export function listGroups(db: Database) {
  return db
    .select({ id: groups.id, name: groups.name, campus_id: groups.campusId })
    .from(groups)
    .orderBy(asc(groups.campusId), asc(groups.name));
}

export function listAllyTypes(db: Database) {
  return db
    .select({ id: allyTypes.id, code: allyTypes.code, name: allyTypes.name })
    .from(allyTypes)
    .orderBy(asc(allyTypes.id));
}

export function listAllyCustomers(db: Database, allyCode: string) {
  return db
    .select({ id: allyCustomers.id, name: allyCustomers.name, logo_url: allyCustomers.logoUrl, ally_code: allies.code })
    .from(allyCustomers)
    .innerJoin(allies, eq(allyCustomers.allyId, allies.id))
    .where(eq(allies.code, allyCode))
    .orderBy(asc(allyCustomers.name));
}
