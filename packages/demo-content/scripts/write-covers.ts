// Writes the demo world's covers into apps/api/media/demo/covers, where the API serves them.
// Run after changing lessons, posts or a brand's colours: `pnpm --filter @aula/demo-content covers`.
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { CoverPalette } from '../src/covers/cover-art';
import { demoCoverFiles } from '../src/covers/demo-covers';

const root = join(import.meta.dirname, '..', '..', '..');
const out = join(root, 'apps', 'api', 'media', 'demo', 'covers');

/** An ally's light colours from its brand folder; none when the folder is missing. */
function paletteOf(allyCode: string): CoverPalette | undefined {
  const file = join(root, 'brands', allyCode, 'theme.json');
  if (!existsSync(file)) return undefined;
  const { primary, secondary, background, surface } = JSON.parse(readFileSync(file, 'utf8')).colors.light;
  return { primary, secondary, background, surface };
}

rmSync(out, { recursive: true, force: true });
const files = demoCoverFiles(paletteOf);
for (const { file, svg } of files) {
  mkdirSync(dirname(join(out, file)), { recursive: true });
  writeFileSync(join(out, file), `${svg}\n`);
}
console.log(`${files.length} covers written to ${out}`);
