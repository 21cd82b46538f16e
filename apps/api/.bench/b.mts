import { PGlite } from '@electric-sql/pglite';
import { openPglite } from '/work/main/apps/api/src/db/client';
import { seedDemo } from '/work/main/apps/api/src/db/seed';
let t = performance.now();
const lap = (l: string) => { const n = performance.now(); console.log(l, (n - t).toFixed(0), 'ms'); t = n; };
const h = await openPglite(); lap('open');
await h.migrate(); await seedDemo(h.db); lap('migrate+seed');
// @ts-ignore
const client = (h.db as any).$client as PGlite;
const dump = await client.dumpDataDir('none'); lap(`dump ${dump.size}`);
const c2 = new PGlite({ loadDataDir: dump }); await c2.waitReady; lap('load');
console.log((await c2.query('select count(*) from lessons')).rows);
const c3 = new PGlite({ loadDataDir: dump }); await c3.waitReady; lap('load2');
