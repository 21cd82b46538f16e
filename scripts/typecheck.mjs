// Type checks a project with TypeScript 7 (the catalog's `typescript-checker`, the compiler ported
// to native code; pnpm-workspace.yaml says why it has its own name): `node scripts/typecheck.mjs
// <tsconfig>`, the path from the current folder. Used by the web app's and the API's `typecheck`
// scripts and by `npm test` for e2e/.
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const project = process.argv[2];
if (!project) {
  console.error('usage: node scripts/typecheck.mjs <tsconfig.json>');
  process.exit(2);
}
const checker = dirname(createRequire(import.meta.url).resolve('typescript-checker/package.json'));
const { status } = spawnSync(process.execPath, [join(checker, 'bin', 'tsc'), '-p', project], { stdio: 'inherit' });
process.exit(status ?? 1);
