import { ALLY_CUSTOMERS, ALLY_TYPES, CAMPUSES, REVIEWS, TEACHERS } from '@aula/demo-content/community';
import { COUNTRIES } from '@aula/demo-content/countries';
import { AREAS } from '@aula/demo-content/places';
import {
  BUSINESS_IMPROVEMENTS,
  BUSINESS_TYPES,
  EDUCATION_LEVELS,
  EMPLOYEE_NUMBERS,
  LEVELS,
  SUBJECTS,
  WEEKLY_INCOMES,
} from '@aula/demo-content/reference-lists';
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

const named = (names: string[]) => names.map((name, index) => ({ name, position: index + 1 }));

/** Loads every reference list; countries an older core seed did not create are added here. */
export async function seedCatalogs(db: Database): Promise<void> {
  const existing = new Map((await db.select().from(countries)).map((row) => [row.code, row.id]));
  const countryId = new Map(existing);
  for (const country of COUNTRIES) {
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

  for (const area of AREAS) {
    const [areaRow] = await db
      .insert(geographicAreas)
      .values({ countryId: idOf(area.country), name: area.name })
      .returning({ id: geographicAreas.id });
    if (!areaRow) throw new Error(`Could not insert area ${area.name}`);
    for (const city of area.cities) {
      const [cityRow] = await db
        .insert(cities)
        .values({ geographicAreaId: areaRow.id, name: city.name, lat: city.lat, lng: city.lng })
        .returning({ id: cities.id });
      if (!cityRow) throw new Error(`Could not insert city ${city.name}`);
      if (city.postalCodes?.length) {
        await db
          .insert(postalCodes)
          .values(city.postalCodes.map(([code, settlement]) => ({ code, settlement, cityId: cityRow.id })));
      }
    }
  }

  await db.insert(businessTypes).values(named(BUSINESS_TYPES));
  await db.insert(employeeNumbers).values(named(EMPLOYEE_NUMBERS));
  await db.insert(businessImprovements).values(named(BUSINESS_IMPROVEMENTS));
  await db.insert(educationLevels).values(named(EDUCATION_LEVELS));
  await db.insert(weeklyIncomes).values(named(WEEKLY_INCOMES));
  await db.insert(subjects).values(named(SUBJECTS));
  await db.insert(levelMaturity).values(LEVELS.map((level, index) => ({ ...level, position: index + 1 })));
  await db.insert(reviews).values(REVIEWS.map(({ country, ...review }) => ({ ...review, countryId: idOf(country) })));
  await db.insert(teachers).values(TEACHERS);
  for (const campus of CAMPUSES) {
    const [row] = await db.insert(campuses).values({ name: campus.name, city: campus.city }).returning();
    if (row) await db.insert(groups).values(campus.groups.map((name) => ({ name, campusId: row.id })));
  }
  await db.insert(allyTypes).values(ALLY_TYPES);
  for (const ally of await db.select({ id: allies.id, code: allies.code }).from(allies).orderBy(allies.id)) {
    const names = ALLY_CUSTOMERS[ally.code] ?? [];
    if (names.length)
      await db.insert(allyCustomers).values(names.map((name) => ({ allyId: ally.id, name, logoUrl: null })));
  }
}
