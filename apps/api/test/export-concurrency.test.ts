import { DEMO_PASSWORD, DEMO_TEAM } from '@aula/demo-content/demo-users';
import { describe, expect, it, vi } from 'vitest';
import { useTestApp } from './helpers/app';

// One export at a time, one more in line: a turn held by the test stands for a long export.
const ctx = useTestApp({ EXPORTS_AT_ONCE: '1', EXPORTS_WAITING: '1' });
const [impulsaAdmin, impulsaEditor, crecerEditor] = DEMO_TEAM;

async function tokenOf(email: string): Promise<string> {
  const login = await ctx.app.inject({
    method: 'POST',
    url: '/api/mx/login/',
    payload: { email, password: DEMO_PASSWORD },
  });
  return login.json().token;
}

function exportAs(token: string, ally: string, file = 'overview.csv') {
  return ctx.app.inject({
    method: 'GET',
    url: `/api/console/insight/${file}`,
    headers: { authorization: `Bearer ${token}`, 'x-aula-ally': ally },
  });
}

describe('insight exports at once (EXPORTS_AT_ONCE, EXPORTS_WAITING, one per member)', () => {
  it('streams a few at a time, keeps the next waiting and serves it in turn; beyond the line 429 with Retry-After', async () => {
    const admin = await tokenOf(impulsaAdmin.email);
    const editor = await tokenOf(impulsaEditor.email);
    const crecer = await tokenOf(crecerEditor.email);
    // A long export of someone else holds the one place.
    const held = ctx.app.exportGate.take('someone streaming a large file');
    if ('refused' in held) throw new Error('the gate should be free');

    const waiting = exportAs(admin, 'impulsa', 'learners.xlsx');
    await vi.waitFor(() => expect(ctx.app.exportGate.counts.waiting).toBe(1));

    // Tried: another member while one streams and one waits (the line is full) ...
    const full = await exportAs(crecer, 'crecer');
    expect(full.statusCode).toBe(429);
    expect(full.json()).toMatchObject({ error: 'exports_busy', retry_after: 15 });
    expect(full.headers['retry-after']).toBe('15');
    // ... and the waiting member asking for a second file: one per member.
    const second = await exportAs(admin, 'impulsa', 'overview.csv');
    expect(second.statusCode).toBe(429);
    expect(second.json()).toMatchObject({ error: 'export_running' });
    expect(second.headers['retry-after']).toBe('15');

    held.release();
    const served = await waiting;
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toContain('spreadsheetml');
    // Its turn ended with its answer: the next export starts at once.
    expect(ctx.app.exportGate.counts).toEqual({ running: 0, waiting: 0 });
    const after = await exportAs(editor, 'impulsa');
    expect(after.statusCode).toBe(200);
    expect(after.body).toContain('\n');
  });

  it('gives a refused filter its 400 without taking a turn', async () => {
    const editor = await tokenOf(impulsaEditor.email);
    // Tried: a period that ends before it starts.
    const refused = await ctx.app.inject({
      method: 'GET',
      url: '/api/console/insight/overview.csv?from=2026-05-01&to=2026-01-01',
      headers: { authorization: `Bearer ${editor}`, 'x-aula-ally': 'impulsa' },
    });
    expect(refused.statusCode).toBe(400);
    expect(ctx.app.exportGate.counts).toEqual({ running: 0, waiting: 0 });
  });
});
