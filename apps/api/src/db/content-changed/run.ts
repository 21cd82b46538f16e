// `pnpm --filter @aula/api db:content-changed`: after content was changed in the database by hand,
// every running API process of this deployment (same REDIS_URL and REDIS_PREFIX) reads it again.
import { loadConfig } from '../../config';
import { announceContentChange } from '../../services/announce-content-change';

const config = loadConfig();
if (!config.redisUrl) {
  console.error(
    'REDIS_URL is not set: a single process without Redis reads changed content within a minute, or restart it.',
  );
  process.exit(1);
}
await announceContentChange({ redisUrl: config.redisUrl, redisPrefix: config.redisPrefix });
console.log(
  `Announced to every process under ${config.redisPrefix} on ${config.redisUrl.replace(/\/\/[^@/]*@/, '//***@')}.`,
);
