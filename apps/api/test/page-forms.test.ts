import { DEMO_PASSWORD, DEMO_USERS } from '@aula/demo-content/demo-users';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { type TestApp, testConfig, useTestApp } from './helpers/app';
import { fakeWebBuild } from './helpers/fake-web-build';

const RENDERER = `
  export async function render(url, { apiOrigin, submission }) {
    if (!submission) return { kind: 'page', status: 200, head: '', html: '<p>the form</p>', state: '{}' };
    const fields = new URLSearchParams(submission.body);
    const answer = await submission.fetch(new Request(apiOrigin + '/api/mx/login/', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: fields.get('email'), password: fields.get('password') }),
    }));
    if (answer.status === 200) return { kind: 'redirect', status: 302, location: '/mx/impulsa/seccion' };
    return { kind: 'page', status: 400, head: '', html: '<p>refused ' + answer.status + ' ' + submission.contentType + '</p>', state: '{}' };
  }`;

const ctx = useTestApp();
const maria = DEMO_USERS.find((user) => user.allyCode === 'impulsa');
if (!maria) throw new Error('no demo learner of Impulsa');

let app: TestApp;
let origin: string;

beforeAll(async () => {
  const dist = fakeWebBuild('page-forms', RENDERER);
  app = await buildApp({ config: testConfig({ WEB_DIST: dist }), db: ctx.db });
  await app.listen({ port: 0, host: '127.0.0.1' });
  origin = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
}, 30_000);
afterAll(() => app?.close());

const post = (url: string, body: string, headers: Record<string, string>) =>
  app.inject({
    method: 'POST',
    url,
    payload: body,
    headers: { 'content-type': 'application/x-www-form-urlencoded', host: new URL(origin).host, ...headers },
  });
const signIn = (password: string) => new URLSearchParams({ _form: 'email', email: maria.email, password }).toString();

describe('a form posted to a page', () => {
  it('signs in as the visitor: 303 to where the action says, with the session cookie', async () => {
    const answer = await post('/mx/impulsa/login?metodo=correo', signIn(DEMO_PASSWORD), { origin });
    expect(answer.statusCode).toBe(303);
    expect(answer.headers.location).toBe('/mx/impulsa/seccion');
    const cookies = String(answer.headers['set-cookie']);
    expect(cookies).toMatch(/token\.impulsa=[A-Za-z0-9_-]{16,}/);
    expect(answer.headers['cache-control']).toBe('no-store');
  });

  it('draws the page with the action’s answer when refused: the visitor’s alone', async () => {
    const answer = await post('/mx/impulsa/login', signIn('not-the-password'), { origin });
    expect(answer.statusCode).toBe(400);
    expect(answer.body).toContain('refused 400 application/x-www-form-urlencoded');
    expect(answer.headers['cache-control']).toBe('private, no-store');
    expect(String(answer.headers['set-cookie'] ?? '')).not.toContain('token.impulsa');
  });

  it('accepts Origin: null (pages are sent with no referrer) only with Sec-Fetch-Site: same-origin', async () => {
    const same = await post('/mx/impulsa/login', signIn(DEMO_PASSWORD), {
      origin: 'null',
      'sec-fetch-site': 'same-origin',
    });
    expect(same.statusCode).toBe(303);
    const bare = await post('/mx/impulsa/login', signIn(DEMO_PASSWORD), { origin: 'null' });
    expect(bare.statusCode).toBe(403);
    expect(bare.json().error).toBe('csrf_failed');
  });

  it('is refused from another site or one that does not say where it comes from', async () => {
    const sources: Record<string, string>[] = [
      {},
      { origin: 'https://evil.example' },
      { 'sec-fetch-site': 'cross-site' },
    ];
    for (const headers of sources) {
      const answer = await post('/mx/impulsa/login', signIn(DEMO_PASSWORD), headers);
      expect(answer.statusCode, JSON.stringify(headers)).toBe(403);
      expect(answer.headers['set-cookie'] ?? '').not.toContain('token.impulsa');
    }
  });

  it('never reaches the API as a form: its paths keep their JSON answers and anti-forgery token', async () => {
    const unknown = await post('/api/no-such-call/', 'a=1', { origin });
    expect(unknown.statusCode).toBe(403);
    const login = await post('/api/mx/login/', signIn(DEMO_PASSWORD), {
      origin,
      cookie: 'csrftoken=abc',
      'x-csrftoken': 'abc',
    });
    expect(login.statusCode).toBe(415);
    const missing = await app.inject({ method: 'POST', url: '/api/no-such-call/', payload: {}, headers: { origin } });
    expect(missing.statusCode).toBe(403);
  });

  it('is a form or nothing: JSON posted to a page finds no route, as before', async () => {
    // From a script (no cookie, no Origin): past the anti-forgery check, and still no page answers.
    const answer = await app.inject({ method: 'POST', url: '/mx/impulsa/login', payload: { email: maria.email } });
    expect(answer.statusCode).toBe(404);
    // From a browser: the API's token is asked for, as on any JSON write.
    const fromPage = await app.inject({ method: 'POST', url: '/mx/impulsa/login', payload: {}, headers: { origin } });
    expect(fromPage.statusCode).toBe(403);
  });

  it('refuses a body larger than a form holds', async () => {
    const answer = await post('/mx/impulsa/login', `_form=email&email=${'a'.repeat(40_000)}`, { origin });
    expect(answer.statusCode).toBe(413);
  });
});
