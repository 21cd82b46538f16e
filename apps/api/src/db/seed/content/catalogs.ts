import { eq } from 'drizzle-orm';
import type { Database } from '../../client';
import {
  allies,
  allyCustomers,
  allyTypes,
  businessImprovements,
  businessTypes,
  campuses,
  cities,
  countries,
  educationLevels,
  employeeNumbers,
  geographicAreas,
  groups,
  levelMaturity,
  postalCodes,
  reviews,
  subjects,
  teachers,
  weeklyIncomes,
} from '../../schema';
import * as data from './catalog-data';

const named = (names: string[]) => names.map((name, index) => ({ name, position: index + 1 }));

/** Loads every reference list; countries the core seed did not create are added here. */
export async function seedCatalogs(db: Database): Promise<void> {
  const existing = new Map((await db.select().from(countries)).map((row) => [row.code, row.id]));
  const countryId = new Map(existing);
  for (const country of data.COUNTRY_DIAL_CODES) {
    const known = existing.get(country.code);
    if (known !== undefined) {
      await db.update(countries).set({ dialCode: country.dialCode }).where(eq(countries.id, known));
    } else {
      const [row] = await db.insert(countries).values(country).returning({ id: countries.id });
      if (row) countryId.set(country.code, row.id);
    }
  }
  const idOf = (code: string) => {
    const found = countryId.get(code);
    if (found === undefined) throw new Error(`Seed names unknown country ${code}`);
    return found;
  };

  for (const area of data.AREAS) {
    const [areaRow] = await db
      .insert(geographicAreas)
      .values({ countryId: idOf(area.country), name: area.name })
      .returning({ id: geographicAreas.id });
    if (!areaRow) throw new Error(`Could not insert area ${area.name}`);
    for (const city of area.cities) {
      const [cityRow] = await db
        .insert(cities)
        .values({ geographicAreaId: areaRow.id, name: city.name })
        .returning({ id: cities.id });
      if (!cityRow) throw new Error(`Could not insert city ${city.name}`);
      if (city.postalCodes?.length) {
        await db
          .insert(postalCodes)
          .values(city.postalCodes.map(([code, settlement]) => ({ code, settlement, cityId: cityRow.id })));
      }
    }
  }

  await db.insert(businessTypes).values(named(data.BUSINESS_TYPES));
  await db.insert(employeeNumbers).values(named(data.EMPLOYEE_NUMBERS));
  await db.insert(businessImprovements).values(named(data.BUSINESS_IMPROVEMENTS));
  await db.insert(educationLevels).values(named(data.EDUCATION_LEVELS));
  await db.insert(weeklyIncomes).values(named(data.WEEKLY_INCOMES));
  await db.insert(subjects).values(named(data.SUBJECTS));
  await db.insert(levelMaturity).values(data.LEVELS.map((level, index) => ({ ...level, position: index + 1 })));
  await db
    .insert(reviews)
    .values(data.REVIEWS.map(({ country, ...review }) => ({ ...review, countryId: idOf(country) })));
  await db.insert(teachers).values(data.TEACHERS);
  for (const campus of data.CAMPUSES) {
    const [row] = await db.insert(campuses).values({ name: campus.name, city: campus.city }).returning();
    if (row) await db.insert(groups).values(campus.groups.map((name) => ({ name, campusId: row.id })));
  }
  await db.insert(allyTypes).values(data.ALLY_TYPES);
  for (const ally of await db.select({ id: allies.id, code: allies.code }).from(allies)) {
    const names = data.ALLY_CUSTOMERS[ally.code] ?? [];
    if (names.length)
      await db.insert(allyCustomers).values(names.map((name) => ({ allyId: ally.id, name, logoUrl: null })));
  }
}
