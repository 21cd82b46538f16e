import type { DemoAlly } from './types';

/**
 * The allies the demo world is written for, as their brand folders describe them. The API seed
 * reads the real list from brands/<code>/brand.json (so a new folder needs no edit here); the msw
 * fixtures, which cannot read files, use this copy. allies.test.ts keeps the two in step.
 */
export const DEMO_ALLIES: DemoAlly[] = [
  { code: 'impulsa', name: 'Impulsa', countries: ['mx', 'co', 'pe'] },
  { code: 'crecer', name: 'Crecer', countries: ['mx', 'co'] },
];

/** Where an ally's rows go in a fresh database: the demo world's allies first, then the rest by code. */
export function allyOrder(a: { code: string }, b: { code: string }): number {
  const rank = (code: string) => {
    const index = DEMO_ALLIES.findIndex((ally) => ally.code === code);
    return index === -1 ? DEMO_ALLIES.length : index;
  };
  return rank(a.code) - rank(b.code) || a.code.localeCompare(b.code);
}
