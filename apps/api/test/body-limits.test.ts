import { describe, expect, it } from 'vitest';
import { BODY_LIMIT_BYTES, MAX_FIELD_ERRORS } from '../src/plugins/errors';
import { useTestApp } from './helpers/app';

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
