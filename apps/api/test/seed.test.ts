import { cpSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEMO_ALLIES } from '@aula/demo-content/allies';
import { DEFAULT_CURRICULUM } from '@aula/demo-content/curriculum';
import { DEMO_STAFF, DEMO_TEAM, DEMO_USERS } from '@aula/demo-content/demo-users';
import { defaultLanding, LANDINGS } from '@aula/demo-content/landings';
import { DEMO_MEDIA } from '@aula/demo-content/media';
import { numberAchievements, numberCurricula } from '@aula/demo-content/numbering';
import { asc, count, eq, inArray } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../src/db/client';
import {
  achievements,
  allies,
  allyBrands,
  businessTypes,
  checkAttempts,
  landingPages,
  lessonModules,
  lessonParts,
  lessons,
  posts,
  users,
} from '../src/db/schema';
import { hashDemoSecrets, learnersOf, seedCore, seedDemo } from '../src/db/seed';
import { readBrandAllies } from '../src/db/seed/brand-allies';
import { defaultBrandsDir } from '../src/paths';
import { openTestDatabase } from './helpers/database';

let database: DatabaseHandle | undefined;
async function emptyDatabase() {
  database = await openTestDatabase({ seed: false });
  return database.db;
}
afterEach(async () => {
  await database?.close();
  database = undefined;
});

/** A brands folder holding copies of some repo brands plus a new ally `nueva` ("Nueva Ruta"). */
function brandsWith(codes: string[], { nueva = true } = {}) {
  const dir = mkdtempSync(join(tmpdir(), 'aula-brands-'));
  for (const code of codes) cpSync(join(defaultBrandsDir, code), join(dir, code), { recursive: true });
  if (nueva) {
    mkdirSync(join(dir, 'nueva'));
    const brand = { allyCode: 'nueva', name: 'Nueva Ruta', tagline: 'Tu negocio, tu ruta', countries: ['mx', 'pe'] };
    writeFileSync(join(dir, 'nueva', 'brand.json'), JSON.stringify(brand));
    cpSync(join(defaultBrandsDir, 'crecer', 'theme.json'), join(dir, 'nueva', 'theme.json'));
  }
  return dir;
}

const total = async (db: DatabaseHandle['db'], table: PgTable) => (await db.select({ n: count() }).from(table))[0]?.n;

describe('seedDemo', () => {
  it('adds the demo ally team to a database seeded before the console, once', async () => {
    const db = await emptyDatabase();
    await seedDemo(db, { brandsDir: defaultBrandsDir });
    const teamEmails = DEMO_TEAM.map((member) => member.email);
    await db.delete(users).where(inArray(users.email, teamEmails));
    expect(await seedDemo(db, { brandsDir: defaultBrandsDir })).toBe(true);
    const team = await db
      .select({ email: users.email, access: users.access })
      .from(users)
      .where(inArray(users.email, teamEmails));
    expect(team.sort((a, b) => String(a.email).localeCompare(String(b.email)))).toEqual(
      DEMO_TEAM.map((member) => ({ email: member.email, access: member.access })).sort((a, b) =>
        a.email.localeCompare(b.email),
      ),
    );
    expect(await seedDemo(db, { brandsDir: defaultBrandsDir })).toBe(false);
  });

  it('makes an ally of every brand folder: a new one gets a landing from its name and the default lessons', async () => {
    const db = await emptyDatabase();
    expect(await seedDemo(db, { brandsDir: brandsWith(['crecer']) })).toBe(true);
    expect((await db.select().from(allies).orderBy(asc(allies.id))).map((row) => [row.code, row.name])).toEqual([
      ['crecer', 'Crecer'],
      ['nueva', 'Nueva Ruta'],
    ]);
    const [page] = await db
      .select()
      .from(landingPages)
      .innerJoin(allies, eq(landingPages.allyId, allies.id))
      .where(eq(allies.code, 'nueva'));
    expect(page?.landing_pages).toMatchObject(defaultLanding('Nueva Ruta'));
    // Nobody said anything about the new ally: its landing quotes no one.
    expect(page?.landing_pages.reviews).toBeNull();
    const titles = (await db.query.lessonModules.findMany({ with: { ally: true } }))
      .filter((module) => module.ally.code === 'nueva')
      .map((module) => module.title);
    expect(titles).toEqual(DEFAULT_CURRICULUM.map((module) => module.title));
    // Impulsa's folder is absent: its learner, team and achievements are left out, the staff stays.
    expect((await db.select().from(users)).map((row) => row.email).sort()).toEqual(
      [
        DEMO_STAFF.email,
        ...learnersOf([{ code: 'crecer', name: 'Crecer', countries: ['mx'] }]).map((u) => u.email),
        ...DEMO_TEAM.filter((member) => member.allyCode === 'crecer').map((member) => member.email),
      ].sort(),
    );
    const crecerOnly = numberAchievements(['crecer']).map((a) => a.title);
    expect((await db.select().from(achievements)).map((row) => row.title)).toEqual(crecerOnly);
  });

  it('adds a brand folder created after the first seed on the next start, once', async () => {
    const db = await emptyDatabase();
    const brandsDir = brandsWith(['impulsa', 'crecer'], { nueva: false });
    await seedDemo(db, { brandsDir });
    const lessonsBefore = (await total(db, lessons)) ?? 0;
    const withNueva = brandsWith(['impulsa', 'crecer']);
    expect(await seedDemo(db, { brandsDir: withNueva })).toBe(true);
    expect((await db.select().from(allies)).map((row) => row.code)).toContain('nueva');
    const added = DEFAULT_CURRICULUM.flatMap((module) => module.lessons).length;
    expect(await total(db, lessons)).toBe(lessonsBefore + added);
    const nuevaParts = await db
      .select({ kind: lessonParts.kind, mediaUrl: lessonParts.mediaUrl })
      .from(lessonParts)
      .innerJoin(lessons, eq(lessonParts.lessonId, lessons.id))
      .innerJoin(lessonModules, eq(lessons.moduleId, lessonModules.id))
      .innerJoin(allies, eq(lessonModules.allyId, allies.id))
      .where(eq(allies.code, 'nueva'));
    // Readings and checks have no media; videos and downloads do.
    const withoutMedia = (kind: string) => kind === 'reading' || kind === 'check';
    expect(nuevaParts.every((part) => withoutMedia(part.kind) === (part.mediaUrl === null))).toBe(true);
    expect(await seedDemo(db, { brandsDir: withNueva })).toBe(false);
  });

  it("writes each folder's name, tagline, colours and site fields as its ally's seeded brand, refreshed by the next start", async () => {
    const db = await emptyDatabase();
    const brandsDir = brandsWith(['impulsa']);
    await seedDemo(db, { brandsDir });
    const seededOf = async (code: string) =>
      (
        await db
          .select({ seeded: allyBrands.seeded })
          .from(allyBrands)
          .innerJoin(allies, eq(allyBrands.allyId, allies.id))
          .where(eq(allies.code, code))
      )[0]?.seeded;
    const theme = (code: string) => JSON.parse(readFileSync(join(brandsDir, code, 'theme.json'), 'utf8'));
    expect(await seededOf('nueva')).toEqual({
      name: 'Nueva Ruta',
      tagline: 'Tu negocio, tu ruta',
      logo_url: null,
      app_icon_url: null,
      colors: theme('nueva').colors,
      // Its brand.json names none of the site fields: the name (12 characters at most), the site's
      // own legal pages, the usual share buttons, its first country; the address is left to its team.
      short_name: 'Nueva Ruta',
      organization: { name: 'Nueva Ruta', url: '', logo_caption: 'Nueva Ruta' },
      legal: { terms_url: 'terminos', privacy_url: 'privacidad' },
      share_networks: ['whatsapp', 'facebook', 'email', 'copy'],
      countries: ['mx', 'pe'],
      default_country: 'mx',
      // Nor a typeface: its theme's own fonts.
      font: 'system',
      // The folder has no thresholds nor reminders' hour: the ally row's defaults.
      reminders_hour: 10,
      video_complete_percent: 80,
      reading_words_per_minute: 240,
      reading_min_seconds: 20,
    });
    expect((await seededOf('impulsa'))?.colors).toEqual(theme('impulsa').colors);
    expect(await seededOf('impulsa')).toMatchObject({
      organization: { name: 'Impulsa Negocios', url: 'https://impulsa.example' },
      share_networks: ['whatsapp', 'facebook', 'telegram', 'email', 'copy'],
      countries: ['mx', 'co', 'pe'],
    });
    // Nothing changed in the folders: the next start writes nothing.
    expect(await seedDemo(db, { brandsDir })).toBe(false);
    // The folder's tagline is edited: the next start takes it.
    const file = join(brandsDir, 'nueva', 'brand.json');
    writeFileSync(file, JSON.stringify({ ...JSON.parse(readFileSync(file, 'utf8')), tagline: 'Otra frase' }));
    expect(await seedDemo(db, { brandsDir })).toBe(true);
    expect((await seededOf('nueva'))?.tagline).toBe('Otra frase');
  });

  it('adds the content of later releases to a database seeded before it (seedMissingContent)', async () => {
    const db = await emptyDatabase();
    const brandAllies = readBrandAllies(defaultBrandsDir);
    await seedCore(db, brandAllies, new Date(), await hashDemoSecrets(learnersOf(brandAllies).length));
    expect([await total(db, businessTypes), await total(db, posts)]).toEqual([0, 0]);
    expect(await seedDemo(db, { brandsDir: defaultBrandsDir })).toBe(true);
    expect(await total(db, businessTypes)).toBeGreaterThan(0);
    expect(await total(db, posts)).toBeGreaterThan(0);
    expect((await db.select().from(users)).map((row) => row.email)).toContain(DEMO_STAFF.email);
    expect(await total(db, achievements)).toBe(numberAchievements(['impulsa', 'crecer']).length);
    // Each demo ally quotes the customers the demo wrote for it.
    const reviewsOf = async () =>
      Object.fromEntries(
        (
          await db
            .select({ code: allies.code, reviews: landingPages.reviews })
            .from(landingPages)
            .innerJoin(allies, eq(landingPages.allyId, allies.id))
        ).map((row) => [row.code, row.reviews]),
      );
    expect(await reviewsOf()).toEqual({ impulsa: LANDINGS.impulsa?.reviews, crecer: LANDINGS.crecer?.reviews });
    // As a database seeded when every landing quoted one shared catalogue: the next start writes them.
    await db.update(landingPages).set({ reviews: null });
    expect(await seedDemo(db, { brandsDir: defaultBrandsDir })).toBe(false);
    expect(await reviewsOf()).toEqual({ impulsa: LANDINGS.impulsa?.reviews, crecer: LANDINGS.crecer?.reviews });
  });

  it('gives the demo video its real length, also in a database seeded before parts had one', async () => {
    const db = await emptyDatabase();
    await seedDemo(db, { brandsDir: defaultBrandsDir });
    // As a database seeded before the column: the video parts hold no length.
    await db.update(lessonParts).set({ mediaSeconds: null });
    await seedDemo(db, { brandsDir: defaultBrandsDir });
    const videos = await db
      .select({ seconds: lessonParts.mediaSeconds })
      .from(lessonParts)
      .where(eq(lessonParts.kind, 'video'));
    expect(videos.length).toBeGreaterThan(0);
    expect(new Set(videos.map((row) => row.seconds))).toEqual(new Set([DEMO_MEDIA.videoSeconds]));
  });
});

// Seeded once for the tests that only read what the demo seed wrote (a seed is seconds of work,
// on each database engine).
describe('seedDemo on an empty database', () => {
  let seeded: DatabaseHandle | undefined;
  let firstSeed: boolean | undefined;
  beforeAll(async () => {
    seeded = await openTestDatabase({ seed: false });
    firstSeed = await seedDemo(seeded.db, { brandsDir: defaultBrandsDir });
  });
  afterAll(async () => {
    await seeded?.close();
  });
  const seededOnce = () => {
    if (!seeded) throw new Error('the database was not opened');
    return seeded.db;
  };

  it('seeds it once and leaves it alone afterwards', async () => {
    const db = seededOnce();
    expect(firstSeed).toBe(true);
    const lessonsBefore = await total(db, lessons);
    expect(await seedDemo(db, { brandsDir: defaultBrandsDir })).toBe(false);
    expect(await total(db, lessons)).toBe(lessonsBefore);
    // One ally per brand folder; the demo learners, the demo staff member and the demo ally team.
    const brandAllies = readBrandAllies(defaultBrandsDir);
    expect(await total(db, allies)).toBe(brandAllies.length);
    expect(await total(db, users)).toBe(learnersOf(brandAllies).length + 1 + DEMO_TEAM.length);
  });

  it('numbers rows as @aula/demo-content/numbering does, so the msw fixtures use the same ids', async () => {
    const db = seededOnce();
    const codes = readBrandAllies(defaultBrandsDir).map((ally) => ally.code);
    // The demo world's allies come first, so their ids are the fixtures' whatever other brands exist.
    expect(codes.slice(0, DEMO_ALLIES.length)).toEqual(DEMO_ALLIES.map((ally) => ally.code));
    const modules = numberCurricula(codes);
    const seededModules = await db.select().from(lessonModules).orderBy(asc(lessonModules.id));
    expect(seededModules.map((row) => [row.id, row.title])).toEqual(modules.map((m) => [m.id, m.title]));
    const numbered = modules.flatMap((m) => m.lessons);
    const seededLessons = await db.select().from(lessons).orderBy(asc(lessons.id));
    expect(seededLessons.map((row) => [row.id, row.title])).toEqual(numbered.map((l) => [l.id, l.title]));
    const seededParts = await db.select().from(lessonParts).orderBy(asc(lessonParts.id));
    expect(seededParts.map((row) => [row.id, row.title])).toEqual(
      numbered.flatMap((l) => l.parts).map((p) => [p.id, p.title]),
    );
    const seededAchievements = await db.select().from(achievements).orderBy(asc(achievements.id));
    expect(seededAchievements.map((row) => [row.id, row.title, row.webinarId])).toEqual(
      numberAchievements(codes).map((a) => [a.id, a.title, a.webinarId]),
    );
    const seededUsers = await db.select().from(users).orderBy(asc(users.id));
    expect(seededUsers.map((row) => row.email)).toEqual([
      ...DEMO_USERS.map((u) => u.email),
      DEMO_STAFF.email,
      ...DEMO_TEAM.map((member) => member.email),
    ]);
  });

  it('gives each ally at least two modules of three lessons with two or three parts each, and a check closing each module', async () => {
    const db = seededOnce();
    const modules = await db.query.lessonModules.findMany({
      with: { ally: true, lessons: { with: { parts: true } } },
    });
    for (const code of ['impulsa', 'crecer']) {
      const own = modules.filter((module) => module.ally.code === code);
      expect(own.length).toBeGreaterThanOrEqual(2);
      // One module per ally earns a certificate, so a fresh start shows the whole path.
      expect(own.filter((module) => module.certifying).length).toBe(1);
      for (const module of own) {
        expect(module.lessons.length).toBeGreaterThanOrEqual(3);
        for (const lesson of module.lessons) {
          const taught = lesson.parts.filter((part) => part.kind !== 'check');
          expect(taught.length).toBeGreaterThanOrEqual(2);
          expect(taught.length).toBeLessThanOrEqual(3);
        }
        // The module's last published lesson ends with its check, every question numbered, its
        // parts to review in the same lesson.
        const last = module.lessons
          .filter((lesson) => lesson.publishedAt !== null)
          .sort((a, b) => a.position - b.position)
          .at(-1);
        const check = last?.parts.sort((a, b) => a.position - b.position).at(-1);
        expect(check?.kind, module.title).toBe('check');
        const questions = check?.checkDefinition?.questions ?? [];
        expect(questions.length).toBeGreaterThanOrEqual(3);
        const lessonParts = new Set(last?.parts.map((part) => part.id));
        for (const question of questions) {
          expect(question.options.some((option) => option.correct)).toBe(true);
          if (question.review_part_id !== null) expect(lessonParts.has(question.review_part_id)).toBe(true);
        }
      }
    }
    const kinds = new Set((await db.select({ kind: lessonParts.kind }).from(lessonParts)).map((p) => p.kind));
    expect([...kinds].sort()).toEqual(['check', 'download', 'reading', 'video']);
    // The demo learners passed the checks of the lessons they finished.
    const passed = await db.select({ passed: checkAttempts.passed }).from(checkAttempts);
    expect(passed.length).toBeGreaterThan(0);
  });
});
