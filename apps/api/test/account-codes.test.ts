import { codeSent } from '@aula/contracts/account';
import { DEMO_USERS } from '@aula/demo-content/demo-users';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { verificationCodes } from '../src/db/schema';
import { phoneWithCallingCode } from '../src/routes/account/verification';
import { freshPhone, lastCode, testClock } from './helpers/account';
import { createTestApp, useTestApp } from './helpers/app';

const clock = testClock();
const ctx = useTestApp({}, { now: clock.now });

const post = (url: string, payload: object) => ctx.app.inject({ method: 'POST', url, payload });
const sendCode = (phone: string) =>
  post('/api/wa_verification_code/', { phone_number: phone, code: '52', method: 'whatsapp' });
const validate = (phone: string, code: string) =>
  post('/api/wa_validation/', { phone_number: phone, verification_code: code });
const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('POST /api/wa_verification_code/', () => {
  it('sends a 6-digit code by WhatsApp and stores only its HMAC', async () => {
    const phone = freshPhone();
    const response = await sendCode(phone);
    expect(response.statusCode).toBe(200);
    expect(codeSent.parse(response.json())).toEqual({
      status: 'sent',
      expires_in_seconds: 600,
      resend_after_seconds: 60,
    });
    expect(await lastCode(ctx, phone)).toMatch(/^\d{6}$/);
    const [row] = await ctx.db.select().from(verificationCodes).where(eq(verificationCodes.phoneNumber, phone));
    expect(row?.codeHash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('refuses a second send within 60 s with 429 rate_limited and retry_after, then allows it', async () => {
    const phone = freshPhone();
    await sendCode(phone);
    clock.advance(20);
    const refused = await sendCode(phone);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ error: 'rate_limited', message: expect.any(String), retry_after: 40 });
    expect(refused.headers['retry-after']).toBe('40');
    clock.advance(41);
    expect((await sendCode(phone)).statusCode).toBe(200);
  });

  it('counts the wait from the configured window (CODE_RESEND_SECONDS), told in the answer', async () => {
    const short = await createTestApp({ CODE_RESEND_SECONDS: '5' }, { now: clock.now });
    try {
      const send = (phone: string) =>
        short.app.inject({
          method: 'POST',
          url: '/api/wa_verification_code/',
          payload: { phone_number: phone, code: '52', method: 'whatsapp' },
        });
      const phone = freshPhone();
      expect((await send(phone)).json()).toMatchObject({ resend_after_seconds: 5 });
      clock.advance(2);
      expect((await send(phone)).json()).toMatchObject({ error: 'rate_limited', retry_after: 3 });
      clock.advance(4);
      expect((await send(phone)).statusCode).toBe(200);
    } finally {
      await short.close();
    }
  });

  it('prepends the calling code to a national number and keeps an international one', () => {
    expect(phoneWithCallingCode('5550001111', '52')).toBe('+525550001111');
    expect(phoneWithCallingCode('525550001111', '52')).toBe('+525550001111');
    expect(phoneWithCallingCode('+573001112222', '52')).toBe('+573001112222');
  });

  it.each([
    ['a calling code with letters', { code: 'MX' }, 'code'],
    ['an unknown method', { method: 'pigeon' }, 'method'],
    ['a malformed phone', { phone_number: 'abc' }, 'phone_number'],
  ])('refuses %s with 400 naming the field', async (_case, extra, field) => {
    const response = await post('/api/wa_verification_code/', {
      phone_number: freshPhone(),
      code: '52',
      method: 'whatsapp',
      ...extra,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual([{ field, reason: expect.any(String) }]);
  });
});

describe('POST /api/wa_validation/', () => {
  it('verifies a phone without an account: verified with session null', async () => {
    const phone = freshPhone();
    await sendCode(phone);
    const response = await validate(phone, await lastCode(ctx, phone));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ verified: true, session: null });
  });

  it('marks an active account phone as verified without signing it in', async () => {
    const phone = DEMO_USERS[0].phone;
    await sendCode(phone);
    const response = await validate(phone, await lastCode(ctx, phone));
    expect(response.json()).toEqual({ verified: true, session: null });
  });

  it('answers 400 invalid_code for a wrong code and for a phone that never got one', async () => {
    const phone = freshPhone();
    await sendCode(phone);
    const code = await lastCode(ctx, phone);
    expect((await validate(phone, wrong(code))).json()).toEqual({ error: 'invalid_code', message: expect.any(String) });
    const never = await validate(freshPhone(), '123456');
    expect(never.statusCode).toBe(400);
    expect(never.json().error).toBe('invalid_code');
  });

  it('accepts a code once only', async () => {
    const phone = freshPhone();
    await sendCode(phone);
    const code = await lastCode(ctx, phone);
    expect((await validate(phone, code)).statusCode).toBe(200);
    const again = await validate(phone, code);
    expect(again.statusCode).toBe(400);
    expect(again.json().error).toBe('invalid_code');
  });

  it('refuses a code after 10 minutes with 400 code_expired', async () => {
    const phone = freshPhone();
    await sendCode(phone);
    const code = await lastCode(ctx, phone);
    clock.advance(600);
    const response = await validate(phone, code);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe('code_expired');
  });

  it('accepts a code just before it expires', async () => {
    const phone = freshPhone();
    await sendCode(phone);
    const code = await lastCode(ctx, phone);
    clock.advance(599);
    expect((await validate(phone, code)).statusCode).toBe(200);
  });

  it('kills the code after 5 wrong tries: even the right code then gets 400 code_locked', async () => {
    const phone = freshPhone();
    await sendCode(phone);
    const code = await lastCode(ctx, phone);
    for (let i = 0; i < 5; i += 1) expect((await validate(phone, wrong(code))).json().error).toBe('invalid_code');
    const locked = await validate(phone, code);
    expect(locked.statusCode).toBe(400);
    expect(locked.json()).toEqual({ error: 'code_locked', message: expect.any(String) });
  });

  it('forgets an earlier code once a new one is sent', async () => {
    const phone = freshPhone();
    await sendCode(phone);
    const first = await lastCode(ctx, phone);
    clock.advance(61);
    await sendCode(phone);
    const second = await lastCode(ctx, phone);
    if (first !== second) expect((await validate(phone, first)).json().error).toBe('invalid_code');
    expect((await validate(phone, second)).statusCode).toBe(200);
  });

  it('refuses a 5-digit code with 400 naming verification_code', async () => {
    const response = await validate(freshPhone(), '12345');
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual([{ field: 'verification_code', reason: expect.any(String) }]);
  });
});
