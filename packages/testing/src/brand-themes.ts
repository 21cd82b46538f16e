// Every ally of the repository, read from brands/<allyCode>/ the way the build reads it, so tests
// see what users see and can cover every brand; a new brand folder needs no edit here.
import { join } from 'node:path';
import { type LoadedBrand, listBrandFolders, loadBrand } from '@aula/brand/load';
import { type ColorMode, resolveTheme, type Theme } from '@aula/brand/theme';

/**
 * The repository's brands/ folder, found from this module's own place (packages/testing/src/).
 * `import.meta.dirname` rather than a URL: under jsdom, `URL` is the window's, not Node's.
 */
export const brandsDir = join(import.meta.dirname, '..', '..', '..', 'brands');

/** An ally code: the name of a folder in brands/. */
export type TestBrand = string;

/** Every brand folder, sorted: iterate it to run a test for each ally. */
export const testBrands: readonly TestBrand[] = listBrandFolders(brandsDir);

/** The brand a test gets when it names none: the first folder, so no brand is written here. */
export const defaultTestBrand: TestBrand = testBrands[0] ?? 'missing-brand';

const loaded = new Map<TestBrand, LoadedBrand>();

/** One brand's validated config and theme; an unknown code fails with the loader's message. */
export function testBrand(brand: TestBrand = defaultTestBrand): LoadedBrand {
  let entry = loaded.get(brand);
  if (!entry) {
    entry = loadBrand(brandsDir, brand);
    loaded.set(brand, entry);
  }
  return entry;
}

export function testTheme(brand: TestBrand = defaultTestBrand, mode: ColorMode = 'light'): Theme {
  return resolveTheme(testBrand(brand).theme, mode);
}
