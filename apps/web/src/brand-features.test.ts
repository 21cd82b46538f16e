// @vitest-environment node
// A brand's feature flag is a promise to the ally that switching it changes what learners see. A
// flag no screen reads (the old `shopMode`: a cookie and a flag, no screen) is a switch wired to
// nothing; this holds every flag of the schema to a reader in the app's or a package's sources.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brandConfigSchema } from '@aula/brand/config-schema';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '..', '..', '..');
const SOURCE = /\.tsx?$/;
const NOT_SOURCE = /\.(test|stories|spec)\.tsx?$|\.d\.ts$/;

function sourcesUnder(folder: string): string[] {
  return readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .filter((file) => SOURCE.test(file) && !NOT_SOURCE.test(file) && !file.includes('node_modules'))
    .map((file) => readFileSync(join(folder, file), 'utf8'));
}

const packageSources = readdirSync(join(ROOT, 'packages')).map((name) => join(ROOT, 'packages', name, 'src'));
const sources = [join(ROOT, 'apps', 'web', 'src'), ...packageSources].flatMap((folder) => {
  try {
    return sourcesUnder(folder);
  } catch {
    return []; // a package without src/ (none today) has nothing to read
  }
});

describe('brand feature flags', () => {
  const flags = Object.keys(brandConfigSchema.shape.features.shape);

  it.each(flags)('reads the %s flag in a screen (a flag that changes nothing is not offered)', (flag) => {
    const readers = sources.filter((text) => text.includes(`features.${flag}`));
    expect(readers.length, `no source reads features.${flag}`).toBeGreaterThan(0);
  });

  it('finds the sources it searches (an empty search would pass every flag)', () => {
    expect(flags.length).toBeGreaterThan(0);
    expect(sources.length).toBeGreaterThan(100);
  });
});
