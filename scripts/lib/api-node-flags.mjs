import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { root } from './pnpm.mjs';

/**
 * Node options the API process starts with (start.mjs, the cluster's processes, the Dockerfile's CMD),
 * listed in apps/api/node-flags.json so the API's own memory test starts its process the same way.
 *
 * The young generation's size is fixed when V8 makes the heap, so it can only be set on the command
 * line (apps/api/src/lib/heap-growth.ts sets the old generation's growth at run time instead). V8
 * adds the young generation's capacity to the point where the old generation is next marked, and
 * Node 24 sizes it larger than Node 20 did: with the same growth limit the old generation swung
 * from 53 to 161 MB on Node 24 against 53 to 107 MB on Node 20 (heap-growth.test.ts's workload).
 * At 16 MB a semi-space, Node 20's size on these machines, Node 24 swings 53 to 109 MB.
 */
export const [YOUNG_GENERATION_FLAG] = JSON.parse(readFileSync(join(root, 'apps', 'api', 'node-flags.json'), 'utf8'));

/** The flags to start the API with, leaving out one the operator set in NODE_OPTIONS. */
export function apiNodeFlags(nodeOptions = '') {
  const chosen = nodeOptions.split(/\s+/).some((arg) => arg.replaceAll('_', '-').startsWith('--max-semi-space-size'));
  return chosen ? [] : [YOUNG_GENERATION_FLAG];
}
