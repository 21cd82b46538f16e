import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { allies } from '../src/db/schema/allies';
import { freshPhone, testClock } from './helpers/account';
import { useTestApp } from './helpers/app';
import { whatsappLearner } from './helpers/whatsapp-learner';

// Issue 42: the development chat, where a developer or a test writes as the learner through the
// webhook's own handler and reads the conversation as WhatsApp would show it.
const clock = testClock(new Date());
const ctx = useTestApp({}, { now: clock.now });

const post = (phone: string, form: Record<string, string>, origin = 'http://localhost:3000', query = '') =>
  ctx.app.inject({
    method: 'POST',
    url: `/dev/whatsapp/${phone.slice(1)}${query}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin },
    payload: new URLSearchParams(form).toString(),
  });

const page = async (phone: string, query = '') => {
  const answer = await ctx.app.inject({ method: 'GET', url: `/dev/whatsapp/${phone.slice(1)}${query}` });
  expect(answer.statusCode).toBe(200);
  expect(answer.headers['content-type']).toMatch(/^text\/html/);
  return answer.body;
};

const optedInLearner = () => whatsappLearner(ctx);

describe('the development chat /dev/whatsapp/{phone}', () => {
  it('a message written there is answered as the webhook answers it, and a tapped row starts the module', async () => {
    const who = await optedInLearner();
    expect(await page(who.phone)).toContain('No messages yet');
    const written = await post(who.phone, { text: 'Hola' });
    expect(written.statusCode).toBe(303);
    expect(written.headers.location).toBe(`/dev/whatsapp/${who.phone.slice(1)}#last`);
    const menu = await page(who.phone);
    expect(menu).toContain('¡Hola, Ana!');
    const row = /name="reply" value="(module:\d+\|[^"]+)"/.exec(menu)?.[1];
    expect(row).toBeDefined();
    expect((await post(who.phone, { reply: (row ?? '').replace(/&[a-z#0-9]+;/g, ' ') })).statusCode).toBe(303);
    const lesson = await page(who.phone);
    expect(lesson).toContain('value="next|Siguiente"');
    expect(lesson).toContain('<strong>');
  });

  it('escapes what the learner wrote: markup typed in the chat is shown as text', async () => {
    const who = await optedInLearner();
    await post(who.phone, { text: '<img src=x onerror=alert(1)>' });
    const shown = await page(who.phone);
    expect(shown).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(shown).not.toContain('<img src=x');
  });

  it('refuses a bad number and an empty message with 400 naming the field, and a post from another site with 403', async () => {
    const bad = await ctx.app.inject({ method: 'GET', url: '/dev/whatsapp/12ab' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toEqual([expect.objectContaining({ field: 'phone' })]);
    const who = await optedInLearner();
    const empty = await post(who.phone, { text: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().fields).toEqual([expect.objectContaining({ field: 'text' })]);
    expect((await post(who.phone, { text: 'Hola' }, 'https://evil.example')).statusCode).toBe(403);
  });

  it("a new number registers there writing to an ally's own number (?to=), and then learns as its learner", async () => {
    await ctx.db
      .update(allies)
      .set({ whatsappNumber: '+525550001000', whatsappPhoneNumberId: '900100', chatRegistration: true })
      .where(eq(allies.code, 'impulsa'));
    const phone = freshPhone();
    const to = '?to=impulsa';
    expect(await page(phone, to)).toContain("no account has this number yet · writing to impulsa's number");
    const greeted = await post(phone, { text: 'Hola' }, undefined, to);
    expect(greeted.headers.location).toBe(`/dev/whatsapp/${phone.slice(1)}?to=impulsa#last`);
    expect(await page(phone, to)).toContain('¿Cómo te llamas?');
    await post(phone, { text: 'Rosa Díaz' }, undefined, to);
    const terms = await page(phone, to);
    expect(terms).toContain('value="accept|Acepto"');
    expect(terms).toContain(`action="/dev/whatsapp/${phone.slice(1)}?to=impulsa"`);
    await post(phone, { reply: 'accept|Acepto' }, undefined, to);
    // The code arrives in the same chat, as on the phone.
    const code = /(\d{6})\./.exec(await page(phone, to))?.[1];
    expect(code).toMatch(/^\d{6}$/);
    await post(phone, { text: code ?? '' }, undefined, to);
    const learning = await page(phone, to);
    expect(learning).toContain(`Rosa Díaz · ${phone}`);
    expect(learning).toContain('¡Hola, Rosa!');
    expect(learning).toMatch(/name="reply" value="module:\d+\|/);
  });

  it('refuses ?to= naming no ally, or an ally without its own number, with 400 naming `to`', async () => {
    const phone = freshPhone();
    for (const to of ['?to=nadie', '?to=IMPULSA', '?to=crecer', '?to=<b>']) {
      const answer = await ctx.app.inject({ method: 'GET', url: `/dev/whatsapp/${phone.slice(1)}${to}` });
      expect(answer.statusCode, to).toBe(400);
      expect(answer.json().fields).toEqual([expect.objectContaining({ field: 'to' })]);
    }
    expect((await post(phone, { text: 'Hola' }, undefined, '?to=nadie')).statusCode).toBe(400);
  });
});
