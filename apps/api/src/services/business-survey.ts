import type { BusinessSurveyRequest, BusinessSurveyResponse } from '@aula/contracts/profile';
import type { Database } from '../db/client';
import { businessProfiles, businessSurveys } from '../db/schema';
import { listLevels } from '../repositories/reference-lists';

/**
 * Places the learner in the highest maturity level whose threshold the average answer reaches;
 * every survey is kept, and the business profile points at the latest placement.
 */
export async function takeSurvey(
  db: Database,
  userId: number,
  input: BusinessSurveyRequest,
): Promise<BusinessSurveyResponse> {
  const score =
    Math.round((input.answers.reduce((sum, answer) => sum + answer.value, 0) / input.answers.length) * 100) / 100;
  const levels = await listLevels(db);
  const level = [...levels].reverse().find((item) => score >= item.minScore) ?? levels[0];
  if (!level) throw new Error('No maturity levels are configured');
  await db.transaction(async (tx) => {
    await tx.insert(businessSurveys).values({ userId, answers: input.answers, score, levelMaturityId: level.id });
    await tx
      .insert(businessProfiles)
      .values({ userId, levelMaturityId: level.id })
      .onConflictDoUpdate({ target: businessProfiles.userId, set: { levelMaturityId: level.id } });
  });
  return { level_maturity: { id: level.id, name: level.name, description: level.description }, score };
}
