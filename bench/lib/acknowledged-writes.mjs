// Acknowledged writes lost: every write the load saw answered 2xx must have its Idempotency-Key
// in the database, looked up row by row after the run on the bench's own database: with a 2xx
// status (the API records the answer before sending it), or still claimed with no status when the
// recording itself failed (the handler had finished, so its write was done; the claim's lease lets a
// retry run it again). A key with no row, or recorded with another status, is a lost write.
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { repoRoot } from './processes.mjs';

const pg = createRequire(join(repoRoot, 'apps', 'api', 'package.json'))('pg');

/** How many of `keys` are missing (or recorded with a status other than 2xx) in idempotent_writes. */
export async function countLostWrites(databaseUrl, keys) {
  if (keys.length === 0) return 0;
  const client = new pg.Client({ connectionString: databaseUrl, connectionTimeoutMillis: 5000 });
  await client.connect();
  try {
    const { rows } = await client.query(
      'select count(*)::int as found from idempotent_writes where key = any($1::text[]) and (status is null or status between 200 and 299)',
      [keys],
    );
    return keys.length - rows[0].found;
  } finally {
    await client.end();
  }
}
