// Fails when an import breaks the direction of ARCHITECTURE.md (see lib/dependency-rules.mjs).
import { checkWorkspace } from './lib/dependency-rules.mjs';
import { root } from './lib/pnpm.mjs';

const violations = checkWorkspace(root);
if (violations.length > 0) {
  console.error(`Dependency direction broken (${violations.length}):\n${violations.map((v) => `  ${v}`).join('\n')}`);
  process.exit(1);
}
console.log('Dependency direction: every import points the allowed way.');
