import { DEMO_USERS } from '@aula/demo-content/demo-users';
import { beforeAll, describe, expect, it } from 'vitest';
import { tokenFor, useTestApp } from './helpers/app';
import { bearer, staffToken } from './helpers/content';

let impulsaLearner: string;
const ctx = useTestApp();
beforeAll(async () => {
  impulsaLearner = await tokenFor(ctx.app, DEMO_USERS[0]);
}, 30_000);

const favorites = (token: string, ally?: string) =>
  ctx.app.inject({
    method: 'GET',
    url: '/api/favorites/',
    headers: { ...bearer(token), ...(ally ? { 'x-aula-ally': ally } : {}) },
  });

describe('a session belongs to its ally', () => {
  it('opens the learner paths under its own ally', async () => {
    expect((await favorites(impulsaLearner, DEMO_USERS[0].allyCode)).statusCode).toBe(200);
  });

  it('is refused (401) under another ally’s site', async () => {
    // Attack tried: an impulsa learner's token sent from crecer's pages, and from an unknown ally.
    const underCrecer = await favorites(impulsaLearner, 'crecer');
    expect(underCrecer.statusCode).toBe(401);
    expect(underCrecer.json()).toMatchObject({
      error: 'unauthorized',
      message: expect.stringContaining('another ally'),
    });
    expect((await favorites(impulsaLearner, 'nadie')).statusCode).toBe(401);
  });

  it('still works for callers that name no ally (the spec’s interceptor, other clients)', async () => {
    expect((await favorites(impulsaLearner)).statusCode).toBe(200);
  });

  it('lets staff work across allies', async () => {
    const staff = await staffToken(ctx.app);
    expect((await favorites(staff, 'crecer')).statusCode).not.toBe(401);
  });
});
