// Issue 39's "at scale" bench (bench/allies.mjs): adds allies straight to a PostgreSQL database a
// running server uses, as staff's "new ally" writes them (repositories/platform-allies.ts
// `insertAlly`: the row and its countries) without the invitation a real one mails. Every
// `--published-every`th of them also gets a brand its team saved and published through the
// console's own service (a row in ally_brands, as after a first publication).
// Prints one JSON line: the allies added, as [{ code, country, published }].
// From apps/api: `node --import tsx scripts/bench-allies.ts --database-url URL --count 998`.
import { parseArgs } from 'node:util';
import { DEMO_STAFF } from '@aula/demo-content/demo-users';
import { eq } from 'drizzle-orm';
import { openPostgres } from '../src/db/client';
import { users } from '../src/db/schema';
import { countryIdsOf, insertAlly } from '../src/repositories/platform-allies';
import { getConsoleBrand, publishConsoleBrand, updateConsoleBrand } from '../src/services/console-brand';

const { values } = parseArgs({
  options: {
    'database-url': { type: 'string' },
    count: { type: 'string', default: '998' },
    prefix: { type: 'string', default: 'banco' },
    countries: { type: 'string', default: 'mx,co,pe' },
    'published-every': { type: 'string', default: '4' },
  },
});
const url = values['database-url'];
if (!url) throw new Error('--database-url is required (the database the server runs on)');
const count = Number(values.count);
const publishedEvery = Number(values['published-every']);

const handle = await openPostgres(url, { poolSize: 4 });
try {
  const db = handle.db;
  const offered = await countryIdsOf(db, values.countries.split(','));
  if (offered.length === 0) throw new Error(`the database has none of the countries ${values.countries}`);
  const [staff] = await db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_STAFF.email)).limit(1);
  if (!staff) throw new Error(`no staff member ${DEMO_STAFF.email}: the server seeds the demo world first`);
  const added: { code: string; country: string; published: boolean }[] = [];
  for (let index = 0; index < count; index += 1) {
    const code = `${values.prefix}-${String(index + 1).padStart(4, '0')}`;
    const country = offered[index % offered.length];
    if (!country) continue;
    const name = `Banco Aliado ${index + 1}`;
    const allyId = await insertAlly(db, { code, name, countryIds: [country.id] });
    if (allyId === undefined) throw new Error(`ally ${code} exists already`);
    const published = publishedEvery > 0 && index % publishedEvery === 0;
    if (published) {
      const actor = { allyId, userId: staff.id };
      const start = await getConsoleBrand(db, allyId);
      const tagline = `Finanzas claras para tu negocio, con ${name}`;
      const saved = await updateConsoleBrand(db, actor, { ...start.draft, tagline, version: start.version });
      await publishConsoleBrand(db, actor, { version: saved.version });
    }
    added.push({ code, country: country.code, published });
  }
  console.log(JSON.stringify(added));
} finally {
  await handle.close();
}
