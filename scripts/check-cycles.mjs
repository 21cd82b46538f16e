// Fails on any import cycle between files, type-only and lazy imports included (dependency-cruiser
// with the rules of lib/import-rules.cjs). Cycles between packages cannot pass check-deps: its
// direction (lib/import-direction.cjs) is one way, and no relative import leaves its package.
import { cruiseImports } from './lib/cruise-imports.mjs';
import { root } from './lib/pnpm.mjs';

const { files, problems } = await cruiseImports(root, { only: 'cycles' });
if (problems.length > 0) {
  console.error(`Import cycles (${problems.length}):\n${problems.map((p) => `  ${p}`).join('\n')}`);
  process.exit(1);
}
console.log(`Import cycles: none among ${files} files.`);
