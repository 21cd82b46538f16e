import { accountEndpoints } from '@aula/contracts/endpoints/account';
import { consoleBlogEndpoints } from '@aula/contracts/endpoints/console-blog';
import { consoleCurriculumEndpoints } from '@aula/contracts/endpoints/console-curriculum';
import { reminderEndpoints } from '@aula/contracts/endpoints/reminders';
import { describe, expect, it } from 'vitest';
import { bodyLimitOf } from '../src/lib/body-limit';
import { BODY_LIMIT_BYTES, MAX_FIELD_ERRORS } from '../src/plugins/errors';
import { useTestApp } from './helpers/app';
import { consoleCaller } from './helpers/console-team';

const ctx = useTestApp();

/** A login body padded with `count` keys the contract does not know. */
function junkLogin(count: number): string {
  const body: Record<string, string> = { email: 'demo@impulsa.example', password: 'x' };
  for (let index = 0; index < count; index += 1) body[`k${index}`] = 'v'.repeat(8);
  return JSON.stringify(body);
}

const login = (payload: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/mx/login/',
    headers: { 'content-type': 'application/json' },
    payload,
  });

describe('request bodies the API refuses cheaply', () => {
  it('answers a 1 MB login body of 60,000 unknown keys with a small 413, not a megabytes-long 400', async () => {
    const payload = junkLogin(60_000);
    expect(payload.length).toBeGreaterThan(1_000_000);
    const response = await login(payload);
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ error: 'payload_too_large' });
    expect(response.rawPayload.length).toBeLessThan(1024);
  });

  it('caps the field errors of a body just under the limit full of unknown keys, saying how many more', async () => {
    const payload = junkLogin(1_500);
    expect(payload.length).toBeLessThan(BODY_LIMIT_BYTES);
    const response = await login(payload);
    expect(response.statusCode).toBe(400);
    const fields = response.json().fields as { field: string; reason: string }[];
    expect(fields).toHaveLength(MAX_FIELD_ERRORS + 1);
    expect(fields[0]).toEqual({ field: 'k0', reason: 'is not allowed' });
    expect(fields.at(-1)).toEqual({ field: 'body', reason: `and ${1_500 - MAX_FIELD_ERRORS} more problems` });
    expect(response.rawPayload.length).toBeLessThan(4 * 1024);
  });

  it('still reads an ordinary form whole and names its field', async () => {
    const response = await login(JSON.stringify({ email: 'no-es-un-correo', password: 'x' }));
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual([expect.objectContaining({ field: 'email' })]);
  });
});

describe('body limits that follow the contract (issue 38 row 9)', () => {
  const editor = consoleCaller(() => ctx.app);

  /** A reading of `characters` characters whose JSON takes about 1.7 bytes each: accents, curly quotes, dashes. */
  function readingOf(characters: number): string {
    const paragraph = '<p>“¿Cómo?” — “Así”… “ñandú” — “acción”</p>';
    return paragraph.repeat(Math.floor(characters / paragraph.length));
  }

  it('saves a 150 KB reading part (under its 100,000 characters), which the 32 KiB limit refused with 413', async () => {
    const module = await editor('impulsa editor', 'POST', '/api/console/modules/', { title: 'Lecturas largas' });
    const lesson = await editor('impulsa editor', 'POST', `/api/console/modules/${module.json().id}/lessons/`, {
      title: 'Una lección larga',
    });
    expect(lesson.statusCode, lesson.body).toBe(201);
    const body = { title: 'Lectura larga', kind: 'reading', body_html: readingOf(99_000) };
    expect(body.body_html.length).toBeLessThanOrEqual(100_000);
    expect(Buffer.byteLength(JSON.stringify(body))).toBeGreaterThan(150_000);
    const response = await editor('impulsa editor', 'POST', `/api/console/lessons/${lesson.json().id}/parts/`, body);
    expect(response.statusCode, response.body.slice(0, 300)).toBe(201);
    expect(response.json().body_html.length).toBeGreaterThan(90_000);
  });

  it('derives each limit from the declared schema: long text adds its worst case, the rest stays at 32 KiB', () => {
    const parts = consoleCurriculumEndpoints.createPart.body;
    const post = consoleBlogEndpoints.createConsolePost.body;
    // 100,000 and 200,000 characters at 6 bytes each (`\u00e9`, as an ASCII-only client sends it).
    expect(bodyLimitOf(parts)).toBe(BODY_LIMIT_BYTES + 100_000 * 6);
    expect(bodyLimitOf(post)).toBe(BODY_LIMIT_BYTES + 200_000 * 6);
    expect(bodyLimitOf(accountEndpoints.login.body)).toBe(BODY_LIMIT_BYTES);
    expect(bodyLimitOf(undefined)).toBe(BODY_LIMIT_BYTES);
    // A public webhook of batches (100 entries of 100 messages of 4,096 characters) counts one message, not 40 M.
    expect(bodyLimitOf(reminderEndpoints.whatsappWebhook.body)).toBeLessThan(64 * 1024);
  });

  it('still refuses a reading part beyond what its contract allows with 413 before parsing it', async () => {
    const body = { title: 'Demasiado', kind: 'reading', body_html: 'x'.repeat(800_000) };
    const response = await editor('impulsa editor', 'POST', '/api/console/lessons/1/parts/', body);
    expect(response.statusCode).toBe(413);
  });
});
