import { describe, expect, it } from 'vitest';
import { insightComputedAt } from './console-insight';
import { insightRefreshAnswer, insightRefreshBody, insightRefreshStatus } from './console-insight-refresh';
import { consoleFunnelEndpoints } from './endpoints/console-funnel';
import { consoleInsightRefreshEndpoints } from './endpoints/console-insight-refresh';
import { consoleLearnersEndpoints } from './endpoints/console-learners';
import { consoleOverviewEndpoints } from './endpoints/console-overview';
import { consoleSurveyResultsEndpoints } from './endpoints/console-survey-results';

const MOMENT = '2026-11-26T14:53:00.000Z';
const refusal = (body: unknown) =>
  insightRefreshBody.safeParse(body).error?.issues.map(({ path, message }) => ({ path, message }));

describe('computedAt', () => {
  it('is an ISO moment with its offset, or null before the first refresh', () => {
    expect(insightComputedAt.safeParse(MOMENT).success).toBe(true);
    expect(insightComputedAt.safeParse('2026-11-26T09:53:00-05:00').success).toBe(true);
    expect(insightComputedAt.safeParse(null).success).toBe(true);
    for (const wrong of ['2026-11-26T14:53:00', '2026-11-26', 'hace 7 minutos', 1_764_000_000, undefined]) {
      expect(insightComputedAt.safeParse(wrong).success, String(wrong)).toBe(false);
    }
  });

  it.each([
    ['overview', consoleOverviewEndpoints.overview.response],
    ['funnel', consoleFunnelEndpoints.funnel.response],
    ['survey', consoleSurveyResultsEndpoints.surveyResults.response],
    ['learner list', consoleLearnersEndpoints.learners.response],
    ['learner page', consoleLearnersEndpoints.learner.response],
  ])('is part of the %s answer: an answer without it is off the contract', (_name, response) => {
    const shape = (response as unknown as { shape: Record<string, unknown> }).shape;
    expect(Object.keys(shape)).toContain('computedAt');
    const issues = response.safeParse({}).error?.issues ?? [];
    expect(issues.some((issue) => issue.path.join('.') === 'computedAt')).toBe(true);
  });
});

describe('refresh now', () => {
  it('is a POST for ally admins, answered 202 at once, with its refusals declared', () => {
    const { refreshInsight, insightRefreshStatus: status } = consoleInsightRefreshEndpoints;
    expect(refreshInsight).toMatchObject({ method: 'POST', access: 'admin', status: 202 });
    expect([...(refreshInsight.errors ?? [])].sort()).toEqual([400, 401, 403, 429]);
    expect(status).toMatchObject({ method: 'GET', access: 'admin', path: refreshInsight.path });
  });

  it('takes what the screen has seen: a moment, null, or nothing', () => {
    expect(insightRefreshBody.parse({ seen: MOMENT })).toEqual({ seen: MOMENT });
    expect(insightRefreshBody.parse({ seen: null })).toEqual({ seen: null });
    expect(insightRefreshBody.parse({})).toEqual({});
  });

  it('refuses a seen that is not a moment with its offset, naming the field and why', () => {
    const reason = 'must be a date and time with its offset (ISO 8601), or null';
    for (const seen of ['yesterday', '2026-11-26T14:53:00', 42, true, {}]) {
      expect(refusal({ seen }), JSON.stringify(seen)).toEqual([{ path: ['seen'], message: reason }]);
    }
    expect(insightRefreshBody.safeParse('seen').success).toBe(false);
  });

  it('answers started, running or fresh with the moment before any refresh under way', () => {
    for (const state of ['started', 'running', 'fresh']) {
      expect(insightRefreshAnswer.safeParse({ state, computedAt: MOMENT }).success, state).toBe(true);
    }
    expect(insightRefreshAnswer.safeParse({ state: 'queued', computedAt: MOMENT }).success).toBe(false);
    expect(insightRefreshStatus.safeParse({ running: true, computedAt: null }).success).toBe(true);
    expect(insightRefreshStatus.safeParse({ running: 'yes', computedAt: null }).success).toBe(false);
  });
});
