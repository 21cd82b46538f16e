// The brand checker's rules over data already read: the same for `npm run brand:check` (files on
// disk, check.ts) and the theme studio (a brand being edited in the browser), so both name the
// same problems with the same file, field and reason. No Node APIs here.

import { contrastProblems } from '@aula/contracts/brand-contrast';
import { brandThemeSchema } from '@aula/contracts/brand-theme';
import type { z } from 'zod';
import { LOGO_SIZE } from './brand';
import { brandConfigSchema } from './config-schema';
import { svgSize } from './svg-size';

export interface BrandProblem {
  /** Relative to the brands folder's parent: `brands/<allyCode>/theme.json`. */
  file: string;
  /** The JSON path (`colors.dark.textMuted`), or `(file)` for the file as a whole. */
  field: string;
  reason: string;
}

export interface CheckOptions {
  /** Country codes the API knows (its seed refuses others); a brand may only offer these. Unset: not checked. */
  knownCountries?: readonly string[];
}

export type BrandFileName = 'brand.json' | 'theme.json' | 'logo.svg' | 'favicon.svg';

export const BRAND_FILES: readonly BrandFileName[] = ['brand.json', 'theme.json', 'logo.svg', 'favicon.svg'];

/** `brands/<folder>/<file>`: how every problem names its file. */
export const brandFile = (folder: string, file: BrandFileName) => `brands/${folder}/${file}`;

function schemaProblems(schema: z.ZodType, data: unknown, file: string): BrandProblem[] {
  const result = schema.safeParse(data);
  if (result.success) return [];
  return result.error.issues.map((issue) => ({
    file,
    field: issue.path.join('.') || '(root)',
    reason: issue.message,
  }));
}

/** `brand.json`: the schema, the folder name, countries the API knows, nothing listed twice. */
export function configProblems(raw: unknown, folder: string, options: CheckOptions = {}): BrandProblem[] {
  const file = brandFile(folder, 'brand.json');
  const problems = schemaProblems(brandConfigSchema, raw, file);
  const data = (typeof raw === 'object' && raw !== null ? raw : {}) as Record<string, unknown>;
  const add = (field: string, reason: string) => problems.push({ file, field, reason });
  if (typeof data.allyCode === 'string' && data.allyCode !== folder) {
    add('allyCode', `is "${data.allyCode}" but must equal the folder name "${folder}"`);
  }
  const countries = Array.isArray(data.countries) ? (data.countries as unknown[]) : [];
  const known = options.knownCountries;
  countries.forEach((code, index) => {
    if (known && typeof code === 'string' && /^[a-z]{2}$/.test(code) && !known.includes(code)) {
      add(`countries.${index}`, `"${code}" is not a country the API knows (${known.join(', ')})`);
    }
  });
  if (new Set(countries).size !== countries.length) add('countries', 'lists a country twice');
  if (typeof data.defaultCountry === 'string' && !countries.includes(data.defaultCountry)) {
    add('defaultCountry', `"${data.defaultCountry}" must be one of countries`);
  }
  const networks = Array.isArray(data.shareNetworks) ? (data.shareNetworks as unknown[]) : [];
  if (new Set(networks).size !== networks.length) add('shareNetworks', 'lists a network twice');
  return problems;
}

/**
 * `theme.json`: the schema, and WCAG AA for every text/background pair in both modes as soon as
 * the colours themselves are well formed (a bad radius does not hide a faint colour).
 */
export function themeProblems(raw: unknown, folder: string): BrandProblem[] {
  const file = brandFile(folder, 'theme.json');
  const colors = brandThemeSchema.shape.colors.safeParse((raw as { colors?: unknown } | null)?.colors);
  const contrast = colors.success ? contrastProblems(colors.data) : [];
  return [
    ...schemaProblems(brandThemeSchema, raw, file),
    ...contrast.map(({ field, reason }) => ({ file, field, reason })),
  ];
}

function svgProblems(
  text: string,
  file: string,
  expected: (size: { width: number; height: number }) => string | undefined,
): BrandProblem[] {
  const size = svgSize(text);
  if ('error' in size) return [{ file, field: '(file)', reason: size.error }];
  const reason = expected(size);
  return reason ? [{ file, field: 'width/height', reason }] : [];
}

/** A logo of another size than the spec's 326x127 is refused, naming its size. */
export function logoSizeReason({ width, height }: { width: number; height: number }): string | undefined {
  return width === LOGO_SIZE.width && height === LOGO_SIZE.height
    ? undefined
    : `is ${width}x${height}; the logo must be ${LOGO_SIZE.width}x${LOGO_SIZE.height} px`;
}

export function logoProblems(svg: string, folder: string): BrandProblem[] {
  return svgProblems(svg, brandFile(folder, 'logo.svg'), logoSizeReason);
}

export function faviconProblems(svg: string, folder: string): BrandProblem[] {
  return svgProblems(svg, brandFile(folder, 'favicon.svg'), ({ width, height }) =>
    width === height ? undefined : `is ${width}x${height}; a favicon must be square`,
  );
}

/** JSON text parsed, or a problem naming the file; `undefined` data when it is not JSON. */
export function parseBrandJson(text: string, file: string): { data?: unknown; problem?: BrandProblem } {
  try {
    return { data: JSON.parse(text) };
  } catch (error) {
    return { problem: { file, field: '(file)', reason: `is not valid JSON: ${(error as Error).message}` } };
  }
}

/** One line per problem: `brands/x/theme.json: colors.dark.text: #777 on ...`. */
export function formatProblem(problem: BrandProblem): string {
  return `${problem.file}: ${problem.field}: ${problem.reason}`;
}
