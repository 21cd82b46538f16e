// Issue 41's bench row, run in process on a fresh embedded database (migrated and seeded as the
// product is): 1,000 certificates issued (each signed with the ally's key) and 1,000 verified, as
// operations per second and p99; and a learner's read of a check part beside a reading part's
// (GET /api/parts/{id}/, through the app, 1,000 each), so a check part is seen not to slow a lesson.
// Run by `npm run bench -- --only certificates` (bench/run.mjs), or alone from apps/api:
// `node --import tsx scripts/certificate-bench.ts`.
import { PGlite } from '@electric-sql/pglite';
import { eq } from 'drizzle-orm';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { pgliteHandle } from '../src/db/client';
import { allies, countries, lessonModules, lessonParts, lessons, users } from '../src/db/schema';
import { seedDemo } from '../src/db/seed';
import { defaultBrandsDir } from '../src/paths';
import { issueCertificate } from '../src/services/certificates/issue';
import { verifyCredential } from '../src/services/certificates/verify';

const COUNT = Number(process.env.BENCH_CERTIFICATES ?? 1000);
const SECRET = 'bench-secret-bench-secret-bench-secret-0123';

const percentile = (values: number[], share: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)] ?? 0;
};

async function timed<T>(count: number, run: (index: number) => Promise<T>) {
  const each: number[] = [];
  const started = performance.now();
  for (let index = 0; index < count; index += 1) {
    const start = performance.now();
    await run(index);
    each.push(performance.now() - start);
  }
  const seconds = (performance.now() - started) / 1000;
  return { perSecond: count / seconds, p50: percentile(each, 0.5), p99: percentile(each, 0.99) };
}

export async function runCertificateBench() {
  const handle = await pgliteHandle(new PGlite());
  await handle.migrate();
  await seedDemo(handle.db, { brandsDir: defaultBrandsDir });
  const db = handle.db;
  const [ally] = await db.select().from(allies).where(eq(allies.code, 'impulsa'));
  const [mx] = await db.select().from(countries).where(eq(countries.code, 'mx'));
  const [module] = await db
    .select()
    .from(lessonModules)
    .where(eq(lessonModules.allyId, ally?.id ?? 0))
    .limit(1);
  if (!ally || !mx || !module) throw new Error('the demo world has no impulsa module');
  const learners = await db
    .insert(users)
    .values(
      Array.from({ length: COUNT }, (_, index) => ({
        name: `Aprendiz ${index}`,
        email: `bench.${index}@example.com`,
        allyId: ally.id,
        countryId: mx.id,
      })),
    )
    .returning({ id: users.id });

  const issuing = { now: new Date(), serverSecret: SECRET, origin: 'https://aprende.example', language: 'es' as const };
  const credentials: string[] = [];
  const issue = await timed(COUNT, async (index) => {
    const row = await issueCertificate(db, { ...issuing, userId: learners[index]?.id ?? 0, moduleId: module.id });
    credentials.push(row.credential);
  });
  const verify = await timed(COUNT, async (index) => {
    const verdict = await verifyCredential(db, credentials[index] ?? '', new Date());
    if (verdict.state !== 'valid') throw new Error(`certificate ${index} verified as ${verdict.state}`);
  });

  // A learner's reads, through the app: a lesson that ends in a check of five questions beside one
  // without a check, and the check part beside a reading part, each pair interleaved so that warm-up,
  // caches and garbage collection fall on both alike.
  const [withCheck, without] = await db.select().from(lessons).where(eq(lessons.moduleId, module.id)).limit(2);
  if (!withCheck || !without) throw new Error('the demo module has fewer than two lessons');
  const [reading] = await db
    .select({ id: lessonParts.id })
    .from(lessonParts)
    .where(eq(lessonParts.lessonId, without.id))
    .limit(1);
  const option = (text: string, correct: boolean, id: number) => ({ id, text, correct, feedback: '' });
  const [check] = await db
    .insert(lessonParts)
    .values({
      lessonId: withCheck.id,
      title: 'Comprueba lo aprendido',
      kind: 'check',
      content: '',
      position: 99,
      checkDefinition: {
        pass_mark: 70,
        max_attempts: null,
        questions: Array.from({ length: 5 }, (_, index) => ({
          id: index * 10 + 1,
          kind: 'single' as const,
          prompt: `Pregunta ${index + 1}`,
          review_part_id: null,
          options: [
            option('Sí', true, index * 10 + 2),
            option('No', false, index * 10 + 3),
            option('A veces', false, index * 10 + 4),
          ],
        })),
      },
    })
    .returning({ id: lessonParts.id });
  const app = await buildApp({
    config: loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', SECRET_KEY: SECRET, WEB_DIST: '/nonexistent' }),
    db,
  });
  await app.ready();
  const login = await app.inject({
    method: 'POST',
    url: '/api/mx/login/',
    payload: { email: 'demo@impulsa.example', password: 'Aula-demo-2026' },
  });
  const headers = { authorization: `Bearer ${login.json().token}`, 'x-aula-ally': 'impulsa' };
  const read = async (url: string) => {
    const start = performance.now();
    const answer = await app.inject({ method: 'GET', url, headers });
    if (answer.statusCode !== 200) throw new Error(`${url}: ${answer.statusCode} ${answer.body}`);
    return performance.now() - start;
  };
  async function pair(first: string, second: string) {
    for (let warm = 0; warm < 50; warm += 1) await Promise.all([read(first), read(second)]);
    const times: [number[], number[]] = [[], []];
    for (let index = 0; index < COUNT; index += 1) {
      times[0].push(await read(first));
      times[1].push(await read(second));
    }
    const summary = (each: number[]) => ({
      perSecond: 1000 / (each.reduce((sum, value) => sum + value, 0) / each.length),
      p50: percentile(each, 0.5),
      p99: percentile(each, 0.99),
    });
    return [summary(times[0]), summary(times[1])] as const;
  }
  const [lessonWith, lessonWithout] = await pair(`/api/lessons/${withCheck.id}/`, `/api/lessons/${without.id}/`);
  const [readingRead, checkRead] = await pair(`/api/parts/${reading?.id ?? 0}/`, `/api/parts/${check?.id ?? 0}/`);
  await app.close();
  await handle.close();
  return { issue, verify, lessonWithout, lessonWith, readingRead, checkRead };
}

const figure = (value: number) => value.toFixed(value < 10 ? 2 : 0);

export function formatCertificateTable(result: Awaited<ReturnType<typeof runCertificateBench>>): string {
  const row = (name: string, run: { perSecond: number; p50: number; p99: number }) =>
    `| ${name.padEnd(42)} | ${figure(run.perSecond).padStart(7)} | ${figure(run.p50).padStart(7)} | ${figure(run.p99).padStart(7)} |`;
  return [
    `| ${'what (one at a time; reads as pairs)'.padEnd(42)} | ${'per s'.padStart(7)} | ${'p50 ms'.padStart(7)} | ${'p99 ms'.padStart(7)} |`,
    `| ${'-'.repeat(42)} | ${'-'.repeat(7)} | ${'-'.repeat(7)} | ${'-'.repeat(7)} |`,
    row(`issue a certificate (x${COUNT})`, result.issue),
    row(`verify a credential (x${COUNT})`, result.verify),
    row(`a lesson without a check part (x${COUNT})`, result.lessonWithout),
    row(`a lesson ending in a check (x${COUNT})`, result.lessonWith),
    row(`a learner reads a reading part (x${COUNT})`, result.readingRead),
    row(`a learner reads a check part (x${COUNT})`, result.checkRead),
  ].join('\n');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(formatCertificateTable(await runCertificateBench()));
}
