import { describe, expect, it } from 'vitest';
import { useTestApp } from './helpers/app';
import { consoleCaller } from './helpers/console-team';

const ctx = useTestApp();
const call = consoleCaller(() => ctx.app);
const ALLIES = '/api/console/allies/';
const whatsappOf = (code: string) => `${ALLIES}${code}/whatsapp/`;
const IMPULSA = { number: '+525512345678', phone_number_id: '106540352242922' };
/** What the API answers for a number saved without the chat registration setting: off. */
const answered = (whatsapp: { number: string; phone_number_id: string }) => ({ ...whatsapp, chat_registration: false });

async function listed(code: string) {
  const response = await call('staff', 'GET', ALLIES);
  return response.json().allies.find((ally: { code: string }) => ally.code === code);
}

describe("staff set an ally's WhatsApp number", () => {
  it('sets it, lists it, replaces it and clears it', async () => {
    expect((await listed('impulsa')).whatsapp).toBeNull();

    const set = await call('staff', 'PUT', whatsappOf('impulsa'), IMPULSA);
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json()).toMatchObject({ code: 'impulsa', whatsapp: answered(IMPULSA) });
    expect((await listed('impulsa')).whatsapp).toEqual(answered(IMPULSA));

    const other = { number: '+5215598765432', phone_number_id: '99887766' };
    const replaced = await call('staff', 'PUT', whatsappOf('impulsa'), other);
    expect(replaced.statusCode, replaced.body).toBe(200);
    expect((await listed('impulsa')).whatsapp).toEqual(answered(other));
    // Saving the same again is no conflict with itself.
    expect((await call('staff', 'PUT', whatsappOf('impulsa'), other)).statusCode).toBe(200);

    const cleared = await call('staff', 'DELETE', whatsappOf('impulsa'));
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect(cleared.json()).toMatchObject({ code: 'impulsa', whatsapp: null });
    expect((await listed('impulsa')).whatsapp).toBeNull();
    // Its old id is free for another ally now.
    expect((await call('staff', 'PUT', whatsappOf('crecer'), other)).statusCode).toBe(200);
    expect((await call('staff', 'DELETE', whatsappOf('crecer'))).statusCode).toBe(200);
  });

  it.each([
    ['number', { number: '5512' }, 'international number'],
    ['number', { number: '525512345678' }, 'must start with +'],
    ['number', { number: '+52 abc' }, 'international number'],
    ['phone_number_id', { phone_number_id: 'abc' }, '5 to 30 digits'],
    ['phone_number_id', { phone_number_id: '1234' }, '5 to 30 digits'],
    ['extra', { extra: 'x' }, 'is not allowed'],
    ['chat_registration', { chat_registration: 'yes' }, 'true or false'],
    ['chat_registration', { chat_registration: null }, 'true or false'],
  ])('refuses a bad %s (%j) with 400 naming the field, changing nothing', async (field, change, reason) => {
    const response = await call('staff', 'PUT', whatsappOf('crecer'), { ...IMPULSA, ...change });
    expect(response.statusCode, response.body).toBe(400);
    const fields: { field: string; reason: string }[] = response.json().fields;
    expect(JSON.stringify(fields)).toContain(field);
    expect(fields.some((entry) => entry.reason.includes(reason))).toBe(true);
    expect((await listed('crecer')).whatsapp).toBeNull();
  });

  it('saves whether a new number may register in the chat, returns it, and clearing the number turns it off', async () => {
    const on = await call('staff', 'PUT', whatsappOf('impulsa'), { ...IMPULSA, chat_registration: true });
    expect(on.statusCode, on.body).toBe(200);
    expect(on.json().whatsapp).toEqual({ ...IMPULSA, chat_registration: true });
    expect((await listed('impulsa')).whatsapp).toEqual({ ...IMPULSA, chat_registration: true });
    // Left out, it is off: a save that does not say so never allows it.
    expect((await call('staff', 'PUT', whatsappOf('impulsa'), IMPULSA)).json().whatsapp.chat_registration).toBe(false);

    expect(
      (await call('staff', 'PUT', whatsappOf('impulsa'), { ...IMPULSA, chat_registration: true })).statusCode,
    ).toBe(200);
    expect((await call('staff', 'DELETE', whatsappOf('impulsa'))).statusCode).toBe(200);
    // A number set again later does not bring the old setting back.
    expect((await call('staff', 'PUT', whatsappOf('impulsa'), IMPULSA)).json().whatsapp).toEqual(answered(IMPULSA));
    expect((await call('staff', 'DELETE', whatsappOf('impulsa'))).statusCode).toBe(200);
  });

  it("refuses another ally's Meta id or number with 409 whatsapp_number_taken naming the field", async () => {
    expect((await call('staff', 'PUT', whatsappOf('impulsa'), IMPULSA)).statusCode).toBe(200);

    const sameId = await call('staff', 'PUT', whatsappOf('crecer'), { ...IMPULSA, number: '+573001234567' });
    expect(sameId.statusCode, sameId.body).toBe(409);
    expect(sameId.json()).toMatchObject({
      error: 'whatsapp_number_taken',
      fields: [{ field: 'phone_number_id', reason: 'is taken by another ally' }],
    });
    const sameNumber = await call('staff', 'PUT', whatsappOf('crecer'), { ...IMPULSA, phone_number_id: '55555' });
    expect(sameNumber.statusCode, sameNumber.body).toBe(409);
    expect(sameNumber.json()).toMatchObject({ error: 'whatsapp_number_taken', fields: [{ field: 'number' }] });

    expect((await listed('crecer')).whatsapp).toBeNull();
    expect((await listed('impulsa')).whatsapp).toEqual(answered(IMPULSA));
    expect((await call('staff', 'DELETE', whatsappOf('impulsa'))).statusCode).toBe(200);
  });

  it('of two saves of one Meta id at once, one wins and the other is refused with 409', async () => {
    const both = await Promise.all(
      ['impulsa', 'crecer'].map((code, index) =>
        call('staff', 'PUT', whatsappOf(code), { number: `+52551234000${index}`, phone_number_id: '424242' }),
      ),
    );
    expect(both.map((response) => response.statusCode).sort()).toEqual([200, 409]);
    const loser = both.find((response) => response.statusCode === 409);
    expect(loser?.json()).toMatchObject({ error: 'whatsapp_number_taken', fields: [{ field: 'phone_number_id' }] });
    for (const code of ['impulsa', 'crecer']) await call('staff', 'DELETE', whatsappOf(code));
  });

  it('is for staff only: an ally admin gets 403, even for their own ally, and nothing changes', async () => {
    const put = await call('impulsa admin', 'PUT', whatsappOf('impulsa'), IMPULSA);
    expect(put.statusCode, put.body).toBe(403);
    expect((await call('impulsa admin', 'DELETE', whatsappOf('impulsa'))).statusCode).toBe(403);
    expect((await listed('impulsa')).whatsapp).toBeNull();
  });

  it('an unknown ally is a 404', async () => {
    expect((await call('staff', 'PUT', whatsappOf('nadie'), IMPULSA)).statusCode).toBe(404);
    expect((await call('staff', 'DELETE', whatsappOf('nadie'))).statusCode).toBe(404);
  });
});
