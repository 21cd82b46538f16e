import { DEMO_USERS } from '@aula/demo-content/demo-users';
import { describe, expect, it } from 'vitest';
import { allyNameOf } from '../src/repositories/allies';
import { durationText } from '../src/services/account-messages';
import { freshPhone, outboxFor } from './helpers/account';
import { useTestApp } from './helpers/app';

// Every message a learner receives speaks for their ally (its name from the ally row, seeded from
// brands/<code>/brand.json) and never for the product behind it.
const ctx = useTestApp();
const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'POST', url, payload, headers });
const BASE = 'http://localhost:3000';
const allyName = async (code: string) => {
  const name = await allyNameOf(ctx.db, code);
  if (!name) throw new Error(`the seed has no ally ${code}`);
  return name;
};

/** Everything a message shows: subject, text and HTML. */
const wordsOf = (message: { subject: string | null; body: string; html: string | null } | undefined) =>
  [message?.subject ?? '', message?.body ?? '', message?.html ?? ''].join('\n');

describe.each(DEMO_USERS.map((user) => [user.allyCode, user] as const))('messages of %s', (allyCode, user) => {
  it("sends the WhatsApp code of a registration in the ally's name, never Aula's", async () => {
    const phone = freshPhone();
    const response = await post(`/api/${user.country}/simple_register/`, {
      first_name: 'Luis',
      phone_number: phone,
      login_pin: '4821',
      ally_code: allyCode,
      accepts_terms: true,
    });
    expect(response.statusCode).toBe(202);
    const [message] = await outboxFor(ctx, phone);
    expect(message?.body).toMatch(new RegExp(`^Tu código de verificación de ${await allyName(allyCode)} es \\d{6}\\.`));
    expect(wordsOf(message)).not.toMatch(/aula/i);
  });

  it("mails the reset link in the ally's name: subject and text, never Aula's", async () => {
    const response = await post('/api/send-reset-password/', { email: user.email, url_base: BASE });
    expect(response.statusCode).toBe(200);
    const [mail] = await outboxFor(ctx, user.email);
    const name = await allyName(allyCode);
    expect(mail?.subject).toBe(`Crea una nueva contraseña de ${name}`);
    expect(mail?.body).toContain(`contraseña de ${name}`);
    // PASSWORD_RESET_TIMEOUT's default (3 days), not a vague "unas horas".
    expect(mail?.body).toContain('El enlace vence en 3 días y sirve una sola vez.');
    expect(mail?.html).toContain('El enlace vence en 3 días');
    // The link's host is the test's own; only the words must not name the product.
    expect(wordsOf(mail).replaceAll(BASE, '')).not.toMatch(/aula/i);
  });

  it("sends the PIN reset code and the reset link by WhatsApp in the ally's name", async () => {
    await post('/api/send-phone-token/', { phone_number: user.phone, url_base: BASE });
    const [link] = await outboxFor(ctx, user.phone);
    expect(link?.body).toContain(`contraseña de ${await allyName(allyCode)}`);
    expect(link?.body).toContain('El enlace vence en 3 días');
    expect((link?.body ?? '').replaceAll(BASE, '')).not.toMatch(/aula/i);
  });

  it('tells the owner of a taken number, in the name of the ally their account belongs to', async () => {
    const response = await post(`/api/${user.country}/simple_register/`, {
      first_name: 'Otra',
      phone_number: user.phone,
      login_pin: '4821',
      ally_code: allyCode,
      accepts_terms: true,
    });
    expect(response.statusCode).toBe(202);
    const [notice] = await outboxFor(ctx, user.phone);
    expect(notice?.body).toContain(`Ya tienes una cuenta en ${await allyName(allyCode)} con este número`);
    expect(wordsOf(notice)).not.toMatch(/aula/i);
  });
});

describe('durationText', () => {
  it('says a lifetime in its largest whole unit, singular or plural by the language (1 día, 90 minutos, 2 days)', () => {
    expect(durationText(259_200)).toBe('3 días');
    expect(durationText(86_400)).toBe('1 día');
    expect(durationText(3_600)).toBe('1 hora');
    expect(durationText(7_200)).toBe('2 horas');
    expect(durationText(5_400)).toBe('90 minutos');
    // A lifetime under a minute still reads as one, never "0 minutos".
    expect(durationText(30)).toBe('1 minuto');
    expect(durationText(172_800, 'en')).toBe('2 days');
  });
});

describe('a message whose ally is unknown', () => {
  it('names no one rather than the product', async () => {
    const phone = freshPhone();
    await ctx.app.inject({
      method: 'POST',
      url: '/api/wa_verification_code/',
      payload: { phone_number: phone, code: '52', method: 'whatsapp' },
    });
    const [message] = await outboxFor(ctx, phone);
    expect(message?.body).toMatch(/^Tu código de verificación es \d{6}\./);
  });
});
