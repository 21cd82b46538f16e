// Fails when an import breaks the direction of ARCHITECTURE.md (dependency-cruiser with the rules of
// lib/import-rules.cjs), when a package.json breaks its rules (lib/package-manifests.mjs), or when
// a file other than an app's config.ts reads the environment (lib/environment-readers.mjs).
import { cruiseImports } from './lib/cruise-imports.mjs';
import { checkEnvironmentReaders } from './lib/environment-readers.mjs';
import { checkManifests } from './lib/package-manifests.mjs';
import { root } from './lib/pnpm.mjs';

const { problems } = await cruiseImports(root, { only: 'direction' });
const violations = [...checkManifests(root), ...problems, ...checkEnvironmentReaders(root)];
if (violations.length > 0) {
  console.error(`Dependency direction broken (${violations.length}):\n${violations.map((v) => `  ${v}`).join('\n')}`);
  process.exit(1);
}
console.log('Dependency direction: every import points the allowed way; only config.ts reads the environment.');
