import { and, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { certificates } from '../src/db/schema/certificates';
import { lessonModules } from '../src/db/schema/lessons';
import { testClock } from './helpers/account';
import { useTestApp } from './helpers/app';
import { chatSession, walkModule } from './helpers/chat-walk';
import { bearer } from './helpers/content';
import { whatsappLearner } from './helpers/whatsapp-learner';

// Issue 42: "achievements, prizes and certificates follow" — a certifying module finished in the
// chat is certified there and then, and the PDF arrives as a document message Meta fetches by a
// signed link (no session); a link not signed by this server, or a revoked certificate, is 404.
const clock = testClock(new Date());
const ctx = useTestApp({}, { now: clock.now });
const chat = chatSession(ctx, clock);

/**
 * A learner who taps, in the chat's module list, a module that certifies (or not) and takes it to
 * its end; the module and what the chat sent them.
 */
async function finishInChat(certifying: boolean) {
  const who = await whatsappLearner(ctx);
  await chat.write(who.phone, { text: 'Hola' });
  const menu = await chat.lastOf(who.id);
  if (menu.kind !== 'list') throw new Error(`expected the module list, got ${menu.kind}`);
  const offered = menu.rows.map((row) => Number(row.id.split(':')[1]));
  const [module] = await ctx.db
    .select({ id: lessonModules.id, title: lessonModules.title })
    .from(lessonModules)
    .where(and(inArray(lessonModules.id, offered), eq(lessonModules.certifying, certifying)))
    .limit(1);
  const row = menu.rows.find((item) => item.id === `module:${module?.id}`);
  if (!module || !row) throw new Error(`the chat offers no module with certifying=${certifying}`);
  await chat.write(who.phone, { tap: { ...row, list: true } });
  await walkModule(
    { ctx, clock, write: (reply) => chat.write(who.phone, reply), last: () => chat.lastOf(who.id) },
    who.id,
  );
  return { who, module, messages: await chat.sent(who.id) };
}

const CERTIFICATE_LINK =
  /^https?:\/\/[^/]+(\/media\/whatsapp\/certificates\/([0-9a-f-]{36})\/es\/[A-Za-z0-9_-]{32}\.pdf)$/;

describe('a certificate earned in the chat', () => {
  it('arrives as a PDF document right after the module is done, and is the one the site lists', async () => {
    const { who, module, messages } = await finishInChat(true);
    const documents = messages.filter((message) => message.kind === 'document');
    const certificate = documents.find((message) => CERTIFICATE_LINK.test(message.link));
    expect(certificate, JSON.stringify(documents)).toBeDefined();
    if (certificate?.kind !== 'document') throw new Error('no certificate sent');
    expect(certificate.caption).toContain(module.title);
    expect(certificate.filename).toMatch(/^certificado-[0-9a-f-]{36}\.pdf$/);
    // Between "you finished the module" and the module list.
    const at = messages.indexOf(certificate);
    const before = messages[at - 1];
    expect(before?.kind === 'text' && before.body.includes('Terminaste el módulo')).toBe(true);
    expect(messages[at + 1]?.kind).toBe('list');

    const [, path, id] = CERTIFICATE_LINK.exec(certificate.link) ?? [];
    const listed = await ctx.app.inject({ url: '/api/certificates/', headers: bearer(who.token) });
    expect(listed.statusCode).toBe(200);
    expect((listed.json() as { results: { id: string }[] }).results.map((row) => row.id)).toEqual([id]);

    // Fetched as Meta does: no session, the link alone.
    const pdf = await ctx.app.inject({ url: path });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    // Bad links tried: another language with this signature, the signature cut or changed, an id
    // not a certificate's, a path that climbs out.
    const signature = path?.split('/').at(-1) ?? '';
    const bad = [
      path?.replace('/es/', '/en/'),
      path?.replace(signature, `${signature.slice(0, 31)}.pdf`),
      path?.replace(signature, `${signature[0] === 'A' ? 'B' : 'A'}${signature.slice(1)}`),
      path?.replace(id ?? '', '00000000-0000-4000-8000-000000000000'),
      '/media/whatsapp/certificates/..%2F..%2Fapi/es/x.pdf',
    ];
    for (const url of bad) {
      const answer = await ctx.app.inject({ url: url ?? '' });
      expect(answer.statusCode, url).toBe(404);
    }

    // Revoked: the link no longer gives it.
    await ctx.db
      .update(certificates)
      .set({ revokedAt: clock.now(), revokedReason: 'test' })
      .where(eq(certificates.id, id ?? ''));
    expect((await ctx.app.inject({ url: path })).statusCode).toBe(404);
  });

  it('a module that certifies nothing ends with no document', async () => {
    const { messages } = await finishInChat(false);
    expect(messages.some((message) => message.kind === 'text' && message.body.includes('Terminaste el módulo'))).toBe(
      true,
    );
    expect(
      messages.filter((message) => message.kind === 'document' && message.link.includes('/certificates/')),
    ).toEqual([]);
  });
});
