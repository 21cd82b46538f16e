import { DEMO_USERS } from '@aula/demo-content/demo-users';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { freshPhone, lastCode } from './helpers/account';
import { type TestApp, testConfig, tokenFor, useTestApp } from './helpers/app';
import { fakeWebBuild } from './helpers/fake-web-build';

const RENDERER = `
  export async function render(url, { apiOrigin, learner, offlineWorker }) {
    if (!learner) {
      return url.includes('/seccion')
        ? { kind: 'frame', status: 200, head: '', html: '<p>anonymous frame</p>' }
        : { kind: 'page', status: 200, head: '', html: '<p>public page</p>', state: '{}' };
    }
    const data = await learner.fetch(new Request(apiOrigin + '/api/personal_data/'));
    const write = await learner.fetch(new Request(apiOrigin + '/api/logout/', { method: 'POST' }));
    const body = await data.text();
    return {
      kind: 'page',
      status: 200,
      head: '',
      html: '<p>for ' + learner.user.name + ' (' + learner.user.ally_code + ')</p><p>read ' + data.status + ' ' + body + '</p><p>write ' + write.status + '</p><p>offline worker ' + Boolean(offlineWorker) + '</p>',
      state: JSON.stringify({ user: learner.user }),
    };
  }`;

const ctx = useTestApp();
const maria = DEMO_USERS.find((user) => user.allyCode === 'impulsa');
if (!maria) throw new Error('no demo learner of Impulsa');

let app: TestApp;
let mariaToken: string;
let pedroToken: string;

/** A second learner of Impulsa, registered as anyone registers (simple registration, WhatsApp code). */
async function registerPedro(): Promise<string> {
  const phone = freshPhone();
  await ctx.app.inject({
    method: 'POST',
    url: '/api/mx/simple_register/',
    payload: { first_name: 'Pedro', phone_number: phone, login_pin: '5728', ally_code: 'impulsa', accepts_terms: true },
  });
  const verified = await ctx.app.inject({
    method: 'POST',
    url: '/api/wa_validation/',
    payload: { phone_number: phone, verification_code: await lastCode(ctx, phone) },
  });
  return verified.json().session.token;
}

beforeAll(async () => {
  const dist = fakeWebBuild('web-learner', RENDERER);
  app = await buildApp({ config: testConfig({ WEB_DIST: dist }), db: ctx.db });
  await app.listen({ port: 0, host: '127.0.0.1' });
  mariaToken = await tokenFor(app, maria);
  pedroToken = await registerPedro();
}, 30_000);
afterAll(() => app?.close());

const open = (url: string, cookie?: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url, headers: { ...headers, ...(cookie ? { cookie } : {}) } });

describe('a learner’s screen drawn on the server from their session cookie', () => {
  it('is drawn for the learner, read as them, theirs alone in every cache', async () => {
    const page = await open('/mx/impulsa/seccion', `token.impulsa=${mariaToken}`);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<div id="root" data-ssr="" data-learner="">');
    expect(page.body).toContain(`for ${maria.name} (impulsa)`);
    // The renderer read the API as María, in process: her personal data, and no write went through.
    expect(page.body).toMatch(/read 200 \{[^<]*María/);
    expect(page.body).toContain('write 405');
    expect(page.headers['cache-control']).toBe('private, no-store');
    expect(String(page.headers.vary)).toMatch(/\bCookie\b/);
    expect(page.headers.etag).toBeUndefined();
    // The token itself is never in the page.
    expect(page.body).not.toContain(mariaToken);
  });

  it('gives two learners the same address each their own page, and an anonymous visitor neither', async () => {
    const [forMaria, forPedro] = await Promise.all([
      open('/mx/impulsa/seccion/lecciones/6', `token.impulsa=${mariaToken}`),
      open('/mx/impulsa/seccion/lecciones/6', `token.impulsa=${pedroToken}`),
    ]);
    expect(forMaria.body).toContain(`for ${maria.name}`);
    expect(forMaria.body).not.toContain('Pedro');
    expect(forPedro.body).toContain('for Pedro');
    expect(forPedro.body).not.toContain('María');
    const anonymous = await open('/mx/impulsa/seccion/lecciones/6');
    expect(anonymous.body).toContain('<div id="root" data-frame=""><p>anonymous frame</p></div>');
    expect(anonymous.body).not.toMatch(/María|Pedro|data-learner/);
    expect(anonymous.headers['cache-control']).toBe('no-cache');
  });

  it('draws the anonymous page for a forged, ended or another ally’s cookie', async () => {
    // Bad input tried: a made-up token, a cookie too short to be one, and a header-like value.
    for (const cookie of [`token.impulsa=${'x'.repeat(43)}`, 'token.impulsa=short', 'token.impulsa=a;b']) {
      const page = await open('/mx/impulsa/seccion', cookie);
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('anonymous frame');
      expect(page.body).not.toContain('data-learner');
    }
    // Bad input tried: María's live token under Crecer's cookie name, on Crecer's site: her session
    // is Impulsa's, so Crecer's page is nobody's; and her Impulsa cookie on Crecer's site is not read.
    for (const cookie of [`token.crecer=${mariaToken}`, `token.impulsa=${mariaToken}`]) {
      const page = await open('/mx/crecer/seccion', cookie);
      expect(page.body).toContain('anonymous frame');
      expect(page.body).not.toContain('María');
    }
    // An ended session: signed out, its cookie draws the anonymous page (the app then asks to sign in).
    const ended = await tokenFor(app, maria);
    await app.inject({ method: 'POST', url: '/api/logout/', headers: { authorization: `Bearer ${ended}` } });
    const afterSignOut = await open('/mx/impulsa/seccion', `token.impulsa=${ended}`);
    expect(afterSignOut.body).toContain('anonymous frame');
  });

  it('draws the learner’s page as under the offline worker when the worker asked for it, and marks it so', async () => {
    const preload = { 'service-worker-navigation-preload': 'true' };
    const underWorker = await open('/mx/impulsa/seccion/lecciones/6', `token.impulsa=${mariaToken}`, preload);
    expect(underWorker.body).toContain('<div id="root" data-ssr="" data-learner="" data-offline-worker="">');
    expect(underWorker.body).toContain('offline worker true');
    const direct = await open('/mx/impulsa/seccion/lecciones/6', `token.impulsa=${mariaToken}`);
    expect(direct.body).toContain('offline worker false');
    expect(direct.body).not.toContain('data-offline-worker');
    // Nobody's page (no session) is the anonymous one, worker or not: never marked.
    const anonymous = await open('/mx/impulsa/seccion/lecciones/6', undefined, preload);
    expect(anonymous.body).toContain('anonymous frame');
    expect(anonymous.body).not.toContain('data-offline-worker');
  });

  it('never hands a learner to the renderer for a public page', async () => {
    const page = await open('/mx/impulsa', `token.impulsa=${mariaToken}`);
    expect(page.body).toContain('public page');
    expect(page.body).not.toContain('María');
    expect(page.headers['cache-control']).toBe('no-cache');
  });
});
