// Fails on any import cycle between files or between workspace packages (see lib/import-cycles.mjs).
import { checkImportCycles } from './lib/import-cycles.mjs';
import { root } from './lib/pnpm.mjs';

const { files, problems } = await checkImportCycles(root);
if (problems.length > 0) {
  console.error(`Import cycles (${problems.length}):\n${problems.map((p) => `  ${p}`).join('\n')}`);
  process.exit(1);
}
console.log(`Import cycles: none among ${files} files and their packages.`);
