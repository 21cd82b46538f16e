// The scale check of the API bench (bench/api.mjs): adds 10,000 lessons and 100,000 progress rows
// to the configured database (DATABASE_URL, or the embedded one in DATA_DIR, with its server
// stopped), then EXPLAINs the hot queries. Prints one JSON line: the sizes, the plans, and the
// learner, lesson and token the bench reads with at scale. Not for a database anyone uses.
import { loadConfig } from '../../config';
import { openDatabase } from '../client';
import { explainHotQueries } from './query-plans';
import { addScaleData, scaleLessons, scaleProgressRows } from './scale-data';

const config = loadConfig();
// An offline tool: no request timeouts (a big insert may take longer than a request may).
const handle = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
try {
  await handle.migrate();
  const started = Date.now();
  const data = await addScaleData(handle.db);
  const seconds = (Date.now() - started) / 1000;
  const plans = await explainHotQueries(handle.db, data);
  console.log(JSON.stringify({ lessons: scaleLessons, progressRows: scaleProgressRows, seconds, ...data, plans }));
} finally {
  await handle.close();
}
