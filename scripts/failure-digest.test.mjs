// The digest npm test prints after a failed step: the failing tests and reasons, found in output
// that arrives in arbitrary chunks, with colours, among passing lines.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { createFailureDigest } from './lib/failure-digest.mjs';

const VITEST_OUTPUT = [
  '@aula/api:test:  \x1b[32m✓\x1b[39m test/login.test.ts (23 tests) 3118ms',
  '@aula/api:test:  \x1b[31m×\x1b[39m keeps the old generation near its live size 30012ms',
  '@aula/api:test:    → Test timed out in 30000ms.',
  '@aula/profile:test:  ✓ src/geo.test.ts (4 tests) 6ms',
  '@aula/api:test:  FAIL  src/lib/heap-growth.test.ts > limitHeapGrowth > keeps the old generation',
  '@aula/api:test: AssertionError: expected 3.4 to be less than 3',
  '@aula/api:test:  ERROR  command (/check/apps/api) pnpm run test exited (1)',
].join('\n');

test('keeps the failing lines without colours and drops the passing ones, however the output is cut', () => {
  const digest = createFailureDigest();
  // Chunks cut inside lines and inside colour codes, as a pipe delivers them.
  for (let at = 0; at < VITEST_OUTPUT.length; at += 7) digest.add(VITEST_OUTPUT.slice(at, at + 7));
  assert.deepEqual(digest.lines(), [
    '@aula/api:test:  × keeps the old generation near its live size 30012ms',
    '@aula/api:test:    → Test timed out in 30000ms.',
    '@aula/api:test:  FAIL  src/lib/heap-growth.test.ts > limitHeapGrowth > keeps the old generation',
    '@aula/api:test: AssertionError: expected 3.4 to be less than 3',
    '@aula/api:test:  ERROR  command (/check/apps/api) pnpm run test exited (1)',
  ]);
});

test('keeps only the last lines when a step fails loudly, and reads a last line without a newline', () => {
  const digest = createFailureDigest({ limit: 3 });
  for (let n = 1; n <= 5; n += 1) digest.add(`FAIL case ${n}\n`);
  digest.add('Error: the end');
  assert.deepEqual(digest.lines(), ['FAIL case 4', 'FAIL case 5', 'Error: the end']);
});

test('finds nothing in a passing run', () => {
  const digest = createFailureDigest();
  digest.add('✓ src/a.test.ts (3 tests) 20ms\n Test Files  12 passed (12)\n');
  assert.deepEqual(digest.lines(), []);
});
