import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { and, eq } from 'drizzle-orm';
import { createLocalJWKSet, decodeJwt, jwtVerify } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client';
import { allies, certificates, issuerKeys, lessonModules, users } from '../src/db/schema';
import { issueCertificate } from '../src/services/certificates/issue';
import { publishedKeys, rotateSigningKey } from '../src/services/certificates/issuer-keys';
import { isSetInStatusList } from '../src/services/certificates/status-list';
import { statusListCredential } from '../src/services/certificates/status-list-credential';
import { revokeCertificate, verifyCredential, verifyStoredCertificate } from '../src/services/certificates/verify';
import { testClock } from './helpers/account';
import { useTestApp } from './helpers/app';
import { consoleCaller } from './helpers/console-team';
import { newLearner } from './helpers/content';
import { openTestDatabase } from './helpers/database';
import { earnModule } from './helpers/earn-module';
import { pdfText } from './helpers/pdf-text';

// Certificates (issue 41): issued once per learner and module, signed with the ally's own key, and
// checked here by code that is not Aula's (jose's verifier against the published JWK set, and the
// Open Badges 3.0 members as a JSON schema), which must refuse a credential with one character changed.

const SECRET = 'test-secret-key-test-secret-key-0123456789';
const ORIGIN = 'https://aprende.example';
const NOW = new Date('2026-11-30T15:00:00Z');

const schema = JSON.parse(
  readFileSync(join(import.meta.dirname, 'fixtures', 'open-badge-credential.schema.json'), 'utf8'),
) as object;
const ajv = new Ajv2020({ allErrors: true, strict: false });
addFormats.default(ajv);
const validCredential = ajv.compile(schema);

let database: Awaited<ReturnType<typeof openTestDatabase>>;
let db: Database;

beforeAll(async () => {
  database = await openTestDatabase();
  db = database.db;
});
afterAll(async () => database.close());

async function learnerAndModule(email: string) {
  const [learner] = await db.select({ id: users.id, allyId: users.allyId }).from(users).where(eq(users.email, email));
  if (!learner) throw new Error(`no ${email}`);
  const modules = await db
    .select({ id: lessonModules.id })
    .from(lessonModules)
    .where(eq(lessonModules.allyId, learner.allyId))
    .orderBy(lessonModules.id);
  return { learner, modules: modules.map(({ id }) => id) };
}

const issue = (userId: number, moduleId: number, now = NOW) =>
  issueCertificate(db, { userId, moduleId, now, serverSecret: SECRET, origin: ORIGIN, language: 'es' });

async function allyKeys(allyId: number) {
  return createLocalJWKSet(await publishedKeys(db, allyId));
}

/** The same token with one character of its payload changed (a name, a date, a module). */
function tampered(token: string): string {
  const [header, payload, signature] = token.split('.') as [string, string, string];
  const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>;
  const changed = JSON.stringify(claims).replace('"validFrom":"2', '"validFrom":"1');
  return [header, Buffer.from(changed).toString('base64url'), signature].join('.');
}

describe('a certificate', () => {
  it('is an Open Badges 3.0 credential that a verifier other than Aula accepts, and refuses once changed', async () => {
    const { learner, modules } = await learnerAndModule('demo@impulsa.example');
    const row = await issue(learner.id, modules[0] as number);
    const { payload, protectedHeader } = await jwtVerify(row.credential, await allyKeys(learner.allyId), {
      algorithms: ['EdDSA'],
      currentDate: NOW,
    });
    expect(protectedHeader.alg).toBe('EdDSA');
    expect(validCredential(payload), JSON.stringify(validCredential.errors)).toBe(true);
    expect(payload.iss).toBe(`${ORIGIN}/api/allies/impulsa/issuer/`);
    expect(payload.jti).toBe(`${ORIGIN}/mx/impulsa/certificados/${row.id}`);
    expect(payload).toMatchObject({
      issuer: { name: expect.any(String), type: ['Profile'] },
      credentialSubject: { identifier: [{ identityType: 'name', identityHash: 'María Demo', hashed: false }] },
    });

    // Bad input: one character of the signed words changed; and a token that is not a JWT at all.
    const forged = tampered(row.credential);
    expect(decodeJwt(forged).validFrom).toMatch(/^1/);
    await expect(jwtVerify(forged, await allyKeys(learner.allyId), { currentDate: NOW })).rejects.toThrow();
    expect(await verifyCredential(db, forged, NOW)).toEqual({ state: 'forged' });
    expect(await verifyCredential(db, 'not a credential', NOW)).toEqual({ state: 'forged' });
    expect(await verifyCredential(db, row.credential, NOW)).toMatchObject({
      state: 'valid',
      reading: { certificateId: row.id, learnerName: 'María Demo', issuedAt: NOW.toISOString() },
    });
  });

  it('is issued once per learner and module, also when two completions ask at the same moment', async () => {
    const { learner, modules } = await learnerAndModule('demo@crecer.example');
    const moduleId = modules[0] as number;
    const [first, second] = await Promise.all([issue(learner.id, moduleId), issue(learner.id, moduleId)]);
    expect(second?.id).toBe(first?.id);
    const again = await issue(learner.id, moduleId, new Date('2027-01-01T00:00:00Z'));
    expect(again.id).toBe(first?.id);
    const rows = await db
      .select()
      .from(certificates)
      .where(and(eq(certificates.userId, learner.id), eq(certificates.moduleId, moduleId)));
    expect(rows).toHaveLength(1);
  });

  it("keeps the private key sealed with the server's secret: the database alone cannot sign", async () => {
    const { learner, modules } = await learnerAndModule('demo@impulsa.example');
    await issue(learner.id, modules[0] as number);
    const [key] = await db.select().from(issuerKeys).where(eq(issuerKeys.allyId, learner.allyId));
    expect(key?.sealedPrivateKey).toMatch(/^v1\./);
    expect(key?.sealedPrivateKey).not.toContain('"d"');
    expect(key?.publicJwk).toMatchObject({ kty: 'OKP', crv: 'Ed25519' });
    expect(key?.publicJwk).not.toHaveProperty('d');
    // Bad input: another server secret.
    await expect(
      issueCertificate(db, {
        userId: learner.id,
        moduleId: modules[1] as number,
        now: NOW,
        serverSecret: 'another-secret-another-secret-0123456789',
        origin: ORIGIN,
        language: 'es',
      }),
    ).rejects.toThrow();
  });

  it('still verifies after its ally rotates its key, beside one signed with the new key', async () => {
    const { learner, modules } = await learnerAndModule('demo@impulsa.example');
    const before = await issue(learner.id, modules[1] as number);
    await rotateSigningKey(db, learner.allyId, SECRET, NOW);
    const after = await issue(learner.id, modules[2] as number);
    const kid = (token: string) => JSON.parse(Buffer.from(token.split('.')[0] ?? '', 'base64url').toString()).kid;
    expect(kid(after.credential)).not.toBe(kid(before.credential));
    expect((await publishedKeys(db, learner.allyId)).keys.length).toBeGreaterThanOrEqual(2);
    for (const row of [before, after]) expect((await verifyCredential(db, row.credential, NOW)).state).toBe('valid');
  });

  it("revoked by its ally says so with the date and reason, and its bit is set in the ally's signed status list", async () => {
    const { learner, modules } = await learnerAndModule('demo@crecer.example');
    const row = await issue(learner.id, modules[1] as number);
    const [other] = await db.select({ id: allies.id }).from(allies).where(eq(allies.code, 'impulsa'));
    // Bad input: another ally's admin revoking it changes nothing.
    const foreign = { allyId: other?.id ?? 0, certificateId: row.id, reason: 'x', by: learner.id, now: NOW };
    expect(await revokeCertificate(db, foreign)).toBe(false);
    expect((await verifyStoredCertificate(db, row.id, NOW))?.state).toBe('valid');

    const revokedAt = new Date('2026-12-01T10:00:00Z');
    const reason = 'Emitido por error';
    const own = { allyId: learner.allyId, certificateId: row.id, reason, by: learner.id, now: revokedAt };
    expect(await revokeCertificate(db, own)).toBe(true);
    expect(await verifyStoredCertificate(db, row.id, revokedAt)).toMatchObject({ state: 'revoked', revokedAt, reason });

    const list = await statusListCredential(db, 'crecer', { origin: ORIGIN, now: revokedAt, serverSecret: SECRET });
    const { payload } = await jwtVerify(list ?? '', await allyKeys(learner.allyId), { currentDate: revokedAt });
    const encoded = (payload.credentialSubject as { encodedList: string }).encodedList;
    expect(isSetInStatusList(encoded, row.statusIndex)).toBe(true);
    expect(isSetInStatusList(encoded, (row.statusIndex + 1) % 131_072)).toBe(false);
    // Bad input: an id that is not a certificate's.
    expect(await verifyStoredCertificate(db, 'nope', NOW)).toBeNull();
    expect(await verifyStoredCertificate(db, '00000000-0000-0000-0000-000000000000', NOW)).toBeNull();
  });
});

describe('what a verifier reads over HTTP', () => {
  const ctx = useTestApp();

  async function issued() {
    const [learner] = await ctx.db.select().from(users).where(eq(users.email, 'demo@impulsa.example'));
    const [module] = await ctx.db
      .select({ id: lessonModules.id })
      .from(lessonModules)
      .where(eq(lessonModules.allyId, learner?.allyId ?? 0));
    return issueCertificate(ctx.db, {
      userId: learner?.id ?? 0,
      moduleId: module?.id ?? 0,
      now: new Date(),
      serverSecret: SECRET,
      origin: ORIGIN,
      language: 'es',
    });
  }

  it('publishes the issuer profile and keys a stranger verifies a downloaded credential with', async () => {
    const row = await issued();
    const profile = await ctx.app.inject({ method: 'GET', url: '/api/allies/impulsa/issuer/' });
    expect(profile.statusCode).toBe(200);
    expect(profile.json()).toMatchObject({ type: ['Profile'], name: expect.any(String) });
    const keys = await ctx.app.inject({ method: 'GET', url: '/api/allies/impulsa/issuer/jwks.json' });
    expect(keys.statusCode).toBe(200);
    const { payload } = await jwtVerify(row.credential, createLocalJWKSet(keys.json()), { algorithms: ['EdDSA'] });
    expect(payload.jti).toContain(row.id);
    // Bad input: an ally nobody has; a code that is not one.
    for (const url of [
      '/api/allies/nadie/issuer/',
      '/api/allies/nadie/issuer/jwks.json',
      '/api/allies/nadie/issuer/status-list/',
    ]) {
      expect((await ctx.app.inject({ method: 'GET', url })).statusCode, url).toBe(404);
    }
    expect((await ctx.app.inject({ method: 'GET', url: '/api/allies/NO%20ALLY/issuer/' })).statusCode).toBe(400);
  });

  it('answers the status list as a signed VC-JWT nobody caches', async () => {
    await issued();
    const list = await ctx.app.inject({ method: 'GET', url: '/api/allies/impulsa/issuer/status-list/' });
    expect(list.statusCode).toBe(200);
    expect(list.headers['content-type']).toContain('application/vc+jwt');
    expect(list.headers['cache-control']).toBe('no-store');
    const keys = (await ctx.app.inject({ method: 'GET', url: '/api/allies/impulsa/issuer/jwks.json' })).json();
    const { payload } = await jwtVerify(list.body, createLocalJWKSet(keys));
    expect(payload.type).toContain('BitstringStatusListCredential');
  });

  it('says whether a certificate is valid, by its id or pasted; refuses what is not one with the field and reason', async () => {
    const row = await issued();
    const byId = await ctx.app.inject({ method: 'GET', url: `/api/certificates/${row.id}/verification/` });
    expect(byId.statusCode).toBe(200);
    expect(byId.json()).toMatchObject({ state: 'valid', certificate: { id: row.id, learner_name: 'María Demo' } });
    const pasted = await ctx.app.inject({
      method: 'POST',
      url: '/api/certificates/verify/',
      payload: { credential: row.credential },
    });
    expect(pasted.json()).toMatchObject({ state: 'valid' });
    const forged = await ctx.app.inject({
      method: 'POST',
      url: '/api/certificates/verify/',
      payload: { credential: tampered(row.credential) },
    });
    expect(forged.json()).toEqual({ state: 'forged' });
    // Bad input: no such certificate, an id that is not one, no credential, a number, too long, an extra field.
    expect(
      (await ctx.app.inject({ method: 'GET', url: `/api/certificates/${randomUUID()}/verification/` })).statusCode,
    ).toBe(404);
    const notAnId = await ctx.app.inject({ method: 'GET', url: '/api/certificates/123/verification/' });
    expect(notAnId.statusCode).toBe(400);
    expect(notAnId.json().fields).toContainEqual(expect.objectContaining({ field: 'id' }));
    for (const payload of [{}, { credential: 12 }, { credential: 'x'.repeat(20_001) }, { credential: 'x', more: 1 }]) {
      const refused = await ctx.app.inject({ method: 'POST', url: '/api/certificates/verify/', payload });
      expect(refused.statusCode, JSON.stringify(payload).slice(0, 40)).toBe(400);
      expect(refused.json().fields?.length ?? 0).toBeGreaterThan(0);
    }
  });
});

describe("a learner's certificates and the ally's revocations", () => {
  const clock = testClock(new Date('2026-11-30T16:00:00Z'));
  const ctx = useTestApp({}, { now: clock.now });
  const consoleCall = consoleCaller(() => ctx.app);
  const learnerGet = (token: string, url: string) =>
    ctx.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}`, 'x-aula-ally': 'impulsa' } });

  /** impulsa's first module, made certifying; its title. */
  async function certifyingModule(): Promise<string> {
    const [module] = await ctx.db
      .select({ id: lessonModules.id, title: lessonModules.title })
      .from(lessonModules)
      .innerJoin(allies, eq(allies.id, lessonModules.allyId))
      .where(eq(allies.code, 'impulsa'))
      .orderBy(lessonModules.position, lessonModules.id)
      .limit(1);
    if (!module) throw new Error('impulsa has no module');
    await ctx.db.update(lessonModules).set({ certifying: true }).where(eq(lessonModules.id, module.id));
    return module.title;
  }

  it('is earned by completing a module its ally marked as certifying in the console', async () => {
    const modules = (await consoleCall('impulsa admin', 'GET', '/api/console/modules/')).json().results;
    const module = modules.find(({ certifying }: { certifying: boolean }) => !certifying);
    const fields = { title: module.title, description: module.description, cover_image_url: module.cover_image_url };
    const url = `/api/console/modules/${module.id}/`;
    // Bad input: not a yes or no.
    const refused = await consoleCall('impulsa admin', 'PUT', url, {
      ...fields,
      certifying: 'sí',
      version: module.version,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields).toContainEqual(expect.objectContaining({ field: 'certifying' }));
    const saved = await consoleCall('impulsa admin', 'PUT', url, {
      ...fields,
      certifying: true,
      version: module.version,
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ id: module.id, certifying: true });
    const [row] = await ctx.db.select().from(lessonModules).where(eq(lessonModules.id, module.id));
    expect(row?.certifying).toBe(true);
  });

  it('issues one when a certifying module is completed: listed, downloaded, printed with its page, and verifiable pasted', async () => {
    const title = await certifyingModule();
    const learner = await newLearner(ctx.db, 'impulsa', `certificado.${randomUUID()}@example.com`);
    expect((await learnerGet(learner.token, '/api/certificates/')).json()).toEqual({ results: [] });

    await earnModule(ctx.app, ctx.db, learner.token, title, clock);
    // Issued when its last part was done, before the learner looks.
    const issuedRows = await ctx.db.select().from(certificates).where(eq(certificates.userId, learner.id));
    expect(issuedRows).toHaveLength(1);
    const list = await learnerGet(learner.token, '/api/certificates/');
    expect(list.statusCode).toBe(200);
    const [certificate] = list.json().results;
    expect(certificate).toMatchObject({ module: { title }, revoked_at: null });
    expect(certificate.page_url).toMatch(/\/mx\/impulsa\/certificados\/[0-9a-f-]{36}$/);
    const linkedIn = new URL(certificate.linkedin_url);
    expect(linkedIn.origin + linkedIn.pathname).toBe('https://www.linkedin.com/profile/add');
    expect(Object.fromEntries(linkedIn.searchParams)).toMatchObject({
      startTask: 'CERTIFICATION_NAME',
      name: title,
      certUrl: certificate.page_url,
      certId: certificate.id,
    });
    // Listing again issues nothing more.
    expect((await learnerGet(learner.token, '/api/certificates/')).json().results).toHaveLength(1);

    const file = await learnerGet(learner.token, `/api/certificates/${certificate.id}/credential/`);
    expect(file.headers['content-disposition']).toContain('attachment');
    expect(file.json()).toMatchObject({ type: 'EnvelopedVerifiableCredential' });
    const pasted = await ctx.app.inject({
      method: 'POST',
      url: '/api/certificates/verify/',
      payload: { credential: file.body },
    });
    expect(pasted.json()).toMatchObject({
      state: 'valid',
      certificate: { achievement_name: title, learner_name: 'Ana Prueba' },
    });

    const pdf = await learnerGet(learner.token, `/api/certificates/${certificate.id}/pdf/`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const words = pdfText(pdf.rawPayload);
    for (const expected of ['Certificado', 'Ana Prueba', title, certificate.page_url])
      expect(words).toContain(expected);
    // The page's address is a link too (the QR code beside it holds the same address).
    expect(pdf.rawPayload.toString('latin1')).toContain(`/URI (${certificate.page_url})`);

    // Bad input: another learner asks for it; a learner of another ally.
    const other = await newLearner(ctx.db, 'impulsa', `otra.${randomUUID()}@example.com`);
    expect((await learnerGet(other.token, `/api/certificates/${certificate.id}/pdf/`)).statusCode).toBe(404);
    expect((await learnerGet(other.token, `/api/certificates/${certificate.id}/credential/`)).statusCode).toBe(404);
    expect((await learnerGet(other.token, '/api/certificates/')).json().results).toEqual([]);
  });

  it('is revoked by an admin of its ally with a reason the page then tells; editors and other allies cannot', async () => {
    const title = await certifyingModule();
    const learner = await newLearner(ctx.db, 'impulsa', `revocado.${randomUUID()}@example.com`);
    await earnModule(ctx.app, ctx.db, learner.token, title, clock);
    const [certificate] = (await learnerGet(learner.token, '/api/certificates/')).json().results;
    const listed = await consoleCall('impulsa admin', 'GET', '/api/console/certificates/');
    expect(listed.json().results).toContainEqual(
      expect.objectContaining({ id: certificate.id, learner: expect.objectContaining({ name: 'Ana Prueba' }) }),
    );
    const revoke = `/api/console/certificates/${certificate.id}/revoke/`;
    // Bad input: an editor, another ally's admin, no reason, a reason too short, an unknown field.
    expect((await consoleCall('impulsa editor', 'POST', revoke, { reason: 'Por error' })).statusCode).toBe(403);
    expect((await consoleCall('crecer admin', 'POST', revoke, { reason: 'Por error' })).statusCode).toBe(404);
    for (const body of [{}, { reason: 'no' }, { reason: 'Por error', extra: true }]) {
      const refused = await consoleCall('impulsa admin', 'POST', revoke, body);
      expect(refused.statusCode, JSON.stringify(body)).toBe(400);
      expect(refused.json().fields).toContainEqual(expect.objectContaining({ field: expect.any(String) }));
    }
    expect(
      (await ctx.app.inject({ method: 'GET', url: `/api/certificates/${certificate.id}/verification/` })).json().state,
    ).toBe('valid');

    const revoked = await consoleCall('impulsa admin', 'POST', revoke, { reason: 'Emitido por error' });
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json()).toMatchObject({
      revoked_reason: 'Emitido por error',
      revoked_at: clock.now().toISOString(),
    });
    const verification = await ctx.app.inject({
      method: 'GET',
      url: `/api/certificates/${certificate.id}/verification/`,
    });
    expect(verification.json()).toMatchObject({ state: 'revoked', revoked_reason: 'Emitido por error' });
    expect((await learnerGet(learner.token, '/api/certificates/')).json().results[0].revoked_at).not.toBeNull();
  });
});
