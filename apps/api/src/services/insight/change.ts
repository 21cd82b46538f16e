import type { InsightChange } from '@aula/contracts/console-insight';
import type { InsightPeriod, InsightScope } from './scope';

/** A figure now and before, with the relative change (null when there was nothing before). */
export function changeOf(value: number, previous: number): InsightChange {
  return { value, previous, change: previous === 0 ? null : (value - previous) / previous };
}

/**
 * Computes one figure for the scope's period and for the period before it (in parallel), and gives
 * it with its change: what every "vs previous period" figure of the overview is.
 */
export async function withPreviousPeriod(
  scope: InsightScope,
  figure: (period: InsightPeriod) => Promise<number>,
): Promise<InsightChange> {
  const [value, previous] = await Promise.all([figure(scope.period), figure(scope.previous)]);
  return changeOf(value, previous);
}
