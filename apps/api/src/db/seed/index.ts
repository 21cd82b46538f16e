import { COUNTRIES } from '@aula/demo-content/countries';
import { DEMO_PASSWORD, DEMO_PIN, DEMO_USERS } from '@aula/demo-content/demo-users';
import { HOMEPAGES } from '@aula/demo-content/homepages';
import type { DemoAlly } from '@aula/demo-content/types';
import { count, sql } from 'drizzle-orm';
import { hashSecret } from '../../lib/secrets';
import type { Database } from '../client';
import { countries, homepages, users } from '../schema';
import { fillDemoLandingReviews, fillDemoVideoLengths, SEED_LOCK_ID, seedAlly, seedMissingAllies } from './allies';
import { seedAllyBrands } from './ally-brands';
import { readBrandAllies } from './brand-allies';
import { seedContent, seedMissingContent } from './content';
import { seedInsightDemo } from './insight-demo';
import { seedReminderTemplates } from './reminder-templates';
import { seedTeam } from './team';

export interface SeedOptions {
  /** The brands/<code>/ folders (brand.json, theme.json) the ally rows and brands come from (config BRANDS_DIR). */
  brandsDir: string;
  now?: Date;
  /** Also the demo learners the console's insight shows (insight-demo.ts); the server asks, tests opt in. */
  insightDemo?: boolean;
}

/**
 * Loads the demo content when the database has no countries yet. An already seeded database gets
 * only what it lacks (content added since, an ally whose brand folder is new), so it is safe on
 * every start. Returns whether it wrote anything.
 */
export async function seedDemo(db: Database, options: SeedOptions): Promise<boolean> {
  const wrote = await seedDemoContent(db, options);
  if (!options.insightDemo) return wrote;
  return (await seedInsightDemo(db, options.now)) || wrote;
}

async function seedDemoContent(db: Database, { brandsDir, now = new Date() }: SeedOptions): Promise<boolean> {
  const brandAllies = readBrandAllies(brandsDir);
  if (await hasCountries(db)) {
    await fillDemoVideoLengths(db);
    await fillDemoLandingReviews(db);
    const content = await seedMissingContent(db, now);
    const newAllies = await seedMissingAllies(db, brandAllies, now);
    const templates = await seedReminderTemplates(
      db,
      now,
      brandAllies.map((ally) => ally.code),
    );
    // After the new allies, so their brands are written too.
    const brands = await seedAllyBrands(db, brandAllies);
    return (await seedTeam(db)) || newAllies || content || templates || brands;
  }
  // Hashed outside the transaction so the lock is held only while writing; one salt per secret.
  const secrets = await hashDemoSecrets(learnersOf(brandAllies).length);
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_ID})`);
    if (await hasCountries(tx)) return false;
    await seedCore(tx, brandAllies, now, secrets);
    await seedAllyBrands(tx, brandAllies);
    await seedContent(tx, now);
    // After the staff member, so a fresh database numbers the team 4-6 as the mocks do.
    await seedTeam(tx);
    await seedReminderTemplates(
      tx,
      now,
      brandAllies.map((ally) => ally.code),
    );
    return true;
  });
}

type Secrets = { passwordHash: string; pinHash: string }[];

/**
 * Countries, home pages, the allies with their landing pages and curricula, and their demo
 * learners: what the first seed held. Exported so a test can build such an older database.
 */
export async function seedCore(db: Database, brandAllies: DemoAlly[], now: Date, secrets: Secrets): Promise<void> {
  const countryRows = await db.insert(countries).values(COUNTRIES).returning();
  const countryId = new Map(countryRows.map((row) => [row.code, row.id]));
  for (const page of HOMEPAGES) {
    const { country, ...block } = page;
    const id = countryId.get(country);
    if (id === undefined) throw new Error(`Seed names unknown country ${country}`);
    await db.insert(homepages).values({ countryId: id, ...block });
  }

  const allyIds = new Map<string, number>();
  for (const ally of brandAllies) allyIds.set(ally.code, await seedAlly(db, ally, now));

  for (const [index, demo] of learnersOf(brandAllies).entries()) {
    await db.insert(users).values({
      name: demo.name,
      email: demo.email,
      phoneNumber: demo.phone,
      ...secrets[index],
      allyId: allyIds.get(demo.allyCode) ?? 0,
      countryId: countryId.get(demo.country) ?? 0,
    });
  }
}

/** The demo learners of the allies being seeded; one whose brand folder is gone is left out. */
export const learnersOf = (brandAllies: DemoAlly[]) =>
  DEMO_USERS.filter((user) => brandAllies.some((ally) => ally.code === user.allyCode));

/** One salted hash of the demo password and PIN per learner, made before the seed locks. */
export const hashDemoSecrets = (count: number): Promise<Secrets> =>
  Promise.all(
    Array.from({ length: count }, async () => ({
      passwordHash: await hashSecret(DEMO_PASSWORD),
      pinHash: await hashSecret(DEMO_PIN),
    })),
  );

async function hasCountries(db: Database): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(countries);
  return (row?.n ?? 0) > 0;
}
