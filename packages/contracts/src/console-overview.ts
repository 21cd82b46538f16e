// The ally console's overview: the choices its filter bar offers and the period's headline figures,
// each with its value in the period before (see console-insight.ts for the filters themselves).
import { z } from 'zod';
import { countryCode } from './common';
import { insightChange, insightFigures } from './console-insight';

/** What the filter bar may offer: the scoped allies' countries and the business types. */
export const insightFilterChoices = z.object({
  countries: z.array(z.object({ code: countryCode, name: z.string() })),
  businessTypes: z.array(z.object({ id: z.number().int(), name: z.string() })),
});
export type InsightFilterChoices = z.infer<typeof insightFilterChoices>;

/** The overview's figures, in the order the screen shows them. */
export const OVERVIEW_FIGURES = [
  'registrations',
  'activeLearners7',
  'activeLearners30',
  'lessonsCompleted',
  'modulesCompleted',
  'partsInChatShare',
  'achievementsGranted',
  'prizesClaimed',
  'webinarCodesRedeemed',
  'certificatesIssued',
  'certificatesRevoked',
  'averageRating',
] as const;
export type OverviewFigure = (typeof OVERVIEW_FIGURES)[number];

/**
 * GET /api/console/insight/overview/ : each figure in the period and in the one before it.
 * Active learners 7/30 are those active in the last 7/30 days of each period; `averageRating` is 0
 * when no lesson was rated (`ratings` tells how many ratings it averages). `partsInChatShare` is the
 * share (0 to 1) of the period's part completions done in the WhatsApp chat (0 when none was done).
 * Certificates issued and revoked are read from the certificates themselves (live, not from the rollups).
 */
export const overviewResponse = insightFigures.extend({
  figures: z.object(
    Object.fromEntries(OVERVIEW_FIGURES.map((name) => [name, insightChange])) as {
      [Name in OverviewFigure]: typeof insightChange;
    },
  ),
  ratings: insightChange,
});
export type OverviewResponse = z.infer<typeof overviewResponse>;
