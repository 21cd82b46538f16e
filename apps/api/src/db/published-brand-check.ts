// What `npm run brand:check -- --published` runs (scripts/brand-check.mjs, through tsx): the
// published brands of the configured database (DATABASE_URL, else the embedded one) held to today's rules.
import { loadConfig } from '../config';
import { type PublishedBrandProblem, publishedBrandProblems } from '../services/published-brand-check';
import { openDatabase } from './client';

export async function checkPublishedBrands(env: Record<string, string | undefined>): Promise<PublishedBrandProblem[]> {
  const config = loadConfig(env);
  const handle = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    return await publishedBrandProblems(handle.db);
  } finally {
    await handle.close();
  }
}
