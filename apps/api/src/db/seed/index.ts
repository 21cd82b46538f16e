import { count, sql } from 'drizzle-orm';
import { hashSecret } from '../../lib/secrets';
import type { Database } from '../client';
import {
  allies,
  allyCountries,
  countries,
  homepages,
  landingPages,
  lessonModules,
  lessonParts,
  lessons,
  lessonViews,
  users,
} from '../schema';
import { seedContent, seedMissingContent } from './content';
import { crecer } from './crecer';
import { DEMO_PASSWORD, DEMO_PIN, DEMO_USERS } from './demo-users';
import { impulsa } from './impulsa';
import type { AllySeed } from './types';

export const DEMO_COUNTRIES = [
  { code: 'mx', name: 'México' },
  { code: 'co', name: 'Colombia' },
  { code: 'pe', name: 'Perú' },
];
export const DEMO_ALLIES: AllySeed[] = [impulsa, crecer];

// Serialises concurrent seeders (several API processes starting on one PostgreSQL).
const SEED_LOCK_ID = 7_340_202;
const DAY_MS = 86_400_000;

/**
 * Loads the demo content when the database has no countries yet; otherwise does nothing, so it
 * is safe on every start. Returns whether it seeded.
 */
export async function seedDemo(db: Database, now = new Date()): Promise<boolean> {
  if (await hasCountries(db)) return seedMissingContent(db, now);
  // Hashed outside the transaction so the lock is held only while writing; one salt per secret.
  const secrets = await Promise.all(
    DEMO_USERS.map(async () => ({
      passwordHash: await hashSecret(DEMO_PASSWORD),
      pinHash: await hashSecret(DEMO_PIN),
    })),
  );
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_ID})`);
    if (await hasCountries(tx)) return false;

    const countryRows = await tx.insert(countries).values(DEMO_COUNTRIES).returning();
    const countryId = new Map(countryRows.map((row) => [row.code, row.id]));
    const idOf = (code: string) => {
      const found = countryId.get(code);
      if (found === undefined) throw new Error(`Seed names unknown country ${code}`);
      return found;
    };

    await tx.insert(homepages).values({
      countryId: idOf('mx'),
      title: 'Aprende a hacer crecer tu negocio',
      subtitle: 'Cursos gratuitos para dueñas y dueños de pequeños negocios en México.',
      highlights: ['Lecciones de 5 a 10 minutos', 'Plantillas descargables', 'Aprende desde tu celular'],
    });

    const allyIds = new Map<string, number>();
    for (const ally of DEMO_ALLIES) {
      allyIds.set(ally.code, await seedAlly(tx, ally, idOf, now));
    }

    for (const [index, demo] of DEMO_USERS.entries()) {
      const allyId = allyIds.get(demo.allyCode);
      if (allyId === undefined) throw new Error(`Seed names unknown ally ${demo.allyCode}`);
      await tx.insert(users).values({
        name: demo.name,
        email: demo.email,
        phoneNumber: demo.phone,
        ...secrets[index],
        allyId,
        countryId: idOf(demo.country),
      });
    }
    await seedContent(tx, now);
    return true;
  });
}

async function hasCountries(db: Database): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(countries);
  return (row?.n ?? 0) > 0;
}

async function seedAlly(db: Database, ally: AllySeed, idOf: (code: string) => number, now: Date): Promise<number> {
  const [row] = await db.insert(allies).values({ code: ally.code, name: ally.name }).returning({ id: allies.id });
  if (!row) throw new Error(`Could not insert ally ${ally.code}`);
  await db.insert(allyCountries).values(ally.countries.map((code) => ({ allyId: row.id, countryId: idOf(code) })));
  await db.insert(landingPages).values({ allyId: row.id, heroImageUrl: null, ...ally.landing });

  for (const [modulePosition, module] of ally.modules.entries()) {
    const [moduleRow] = await db
      .insert(lessonModules)
      .values({
        allyId: row.id,
        countryId: module.country ? idOf(module.country) : null,
        title: module.title,
        description: module.description,
        position: modulePosition + 1,
      })
      .returning({ id: lessonModules.id });
    if (!moduleRow) throw new Error(`Could not insert module ${module.title}`);

    for (const [lessonPosition, lesson] of module.lessons.entries()) {
      const [lessonRow] = await db
        .insert(lessons)
        .values({
          moduleId: moduleRow.id,
          title: lesson.title,
          summary: lesson.summary,
          introduction: lesson.introduction,
          durationMinutes: lesson.parts.reduce((sum, part) => sum + part.minutes, 0),
          position: lessonPosition + 1,
          publishedAt:
            lesson.publishedDaysAgo === null ? null : new Date(now.getTime() - lesson.publishedDaysAgo * DAY_MS),
        })
        .returning({ id: lessons.id });
      if (!lessonRow) throw new Error(`Could not insert lesson ${lesson.title}`);
      await db.insert(lessonParts).values(
        lesson.parts.map((part, index) => ({
          lessonId: lessonRow.id,
          title: part.title,
          kind: part.kind,
          content: part.content,
          durationMinutes: part.minutes,
          position: index + 1,
        })),
      );
      if (lesson.views > 0) {
        await db.insert(lessonViews).values(Array.from({ length: lesson.views }, () => ({ lessonId: lessonRow.id })));
      }
    }
  }
  return row.id;
}
