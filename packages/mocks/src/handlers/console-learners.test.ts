import { describe, expect, it } from 'vitest';
import { callMock } from '../test-client';

const IMPULSA_ADMIN = 4;
const IMPULSA_EDITOR = 5;

describe('the console learners mock', () => {
  it('lists, searches and pages the ally admin’s learners', async () => {
    const ids = async (url: string) =>
      (await callMock(url, { as: IMPULSA_ADMIN, ally: 'impulsa' })).body.results.map((row: { id: number }) => row.id);
    expect(await ids('/api/console/insight/learners/')).toEqual([101, 102, 103, 104]);
    expect(await ids('/api/console/insight/learners/?q=ruiz')).toEqual([102]);
    const page = await callMock('/api/console/insight/learners/?limit=3', { as: IMPULSA_ADMIN, ally: 'impulsa' });
    expect(page.body.next).toBe(103);
    expect(await ids('/api/console/insight/learners/?limit=3&after=103')).toEqual([104]);
  });

  it('refuses editors (personal data) and answers 404 for another ally’s learner', async () => {
    expect((await callMock('/api/console/insight/learners/', { as: IMPULSA_EDITOR, ally: 'impulsa' })).status).toBe(
      403,
    );
    expect((await callMock('/api/console/insight/learners/201/', { as: IMPULSA_ADMIN, ally: 'impulsa' })).status).toBe(
      404,
    );
  });

  it('logs who opened a learner’s page', async () => {
    const page = await callMock('/api/console/insight/learners/102/', { as: IMPULSA_ADMIN, ally: 'impulsa' });
    expect(page.body).toMatchObject({ id: 102, email: 'mateo@example.com', phone: null });
    const log = await callMock('/api/console/insight/learners/102/views/', { as: IMPULSA_ADMIN, ally: 'impulsa' });
    expect(log.body.results[0]).toMatchObject({ viewer: 'Adriana Admin' });
  });
});

describe('the console learners mock’s stoppedAt', () => {
  const as = { as: IMPULSA_ADMIN, ally: 'impulsa' } as const;

  it('lists the learners who stopped at a lesson of the module, as the funnel mock counts them', async () => {
    const page = await callMock('/api/console/insight/learners/?module=1&stoppedAt=12', as);
    expect(page.body.results.map((row: { id: number }) => row.id)).toEqual([102, 103]);
  });

  it('refuses a stoppedAt without its module or of another module (bad input tried: both)', async () => {
    const alone = await callMock('/api/console/insight/learners/?stoppedAt=12', as);
    expect(alone.status).toBe(400);
    expect(JSON.stringify(alone.body)).toContain('stoppedAt');
    const other = await callMock('/api/console/insight/learners/?module=2&stoppedAt=12', as);
    expect(other.status).toBe(400);
  });
});
