import { AA_TEXT, contrastProblems } from '@aula/contracts/brand-contrast';
import { type BrandTheme, brandThemeSchema } from '@aula/contracts/brand-theme';
import type { z } from 'zod';
import { type BrandConfig, brandConfigSchema } from './config-schema';

export class BrandError extends Error {
  override name = 'BrandError';
}

function parseOrExplain<T>(schema: z.ZodType<T>, data: unknown, file: string): T {
  const result = schema.safeParse(data);
  if (result.success) return result.data;
  const lines = result.error.issues.map((issue) => `  ${issue.path.join('.') || '(root)'}: ${issue.message}`);
  throw new BrandError(`${file} is not a valid brand file:\n${lines.join('\n')}`);
}

export function checkContrast(theme: BrandTheme, file: string): void {
  const problems = contrastProblems(theme.colors).map(
    (problem) =>
      `  ${problem.field} on colors.${problem.mode}.${problem.background}: contrast ${problem.ratio.toFixed(2)}:1, needs ${AA_TEXT}:1`,
  );
  if (problems.length > 0) throw new BrandError(`${file} has unreadable colour pairs:\n${problems.join('\n')}`);
}

/** Validates a brand's two data files; the folder name must equal the ally code. */
export function validateBrand(
  folder: string,
  rawConfig: unknown,
  rawTheme: unknown,
): { config: BrandConfig; theme: BrandTheme } {
  const configFile = `brands/${folder}/brand.json`;
  const themeFile = `brands/${folder}/theme.json`;
  const config = parseOrExplain(brandConfigSchema, rawConfig, configFile);
  if (config.allyCode !== folder) {
    throw new BrandError(`${configFile}: allyCode "${config.allyCode}" must equal the folder name "${folder}"`);
  }
  if (!config.countries.includes(config.defaultCountry)) {
    throw new BrandError(`${configFile}: defaultCountry "${config.defaultCountry}" must be one of countries`);
  }
  const theme = parseOrExplain(brandThemeSchema, rawTheme, themeFile);
  checkContrast(theme, themeFile);
  return { config, theme };
}
