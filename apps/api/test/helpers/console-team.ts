import { DEMO_PASSWORD, DEMO_STAFF, DEMO_TEAM } from '@aula/demo-content/demo-users';
import { expect } from 'vitest';
import type { TestApp } from './app';

/** Who calls the console in these tests: the demo team members and staff. */
export type ConsoleCaller = 'impulsa admin' | 'impulsa editor' | 'crecer editor' | 'crecer admin' | 'staff';

const EMAILS: Record<ConsoleCaller, [string, string]> = {
  'impulsa admin': [DEMO_TEAM[0].email, DEMO_PASSWORD],
  'impulsa editor': [DEMO_TEAM[1].email, DEMO_PASSWORD],
  'crecer editor': [DEMO_TEAM[2].email, DEMO_PASSWORD],
  'crecer admin': [DEMO_TEAM[3].email, DEMO_PASSWORD],
  staff: [DEMO_STAFF.email, DEMO_STAFF.password],
};

/**
 * A console caller for one test file: signs each account in once, then sends each call with its
 * bearer token and the ally it acts for (`x-aula-ally`, the caller's own unless a test names another).
 */
export function consoleCaller(app: () => TestApp) {
  const tokens = new Map<ConsoleCaller, string>();
  async function token(who: ConsoleCaller): Promise<string> {
    const known = tokens.get(who);
    if (known) return known;
    const [email, password] = EMAILS[who];
    const login = await app().inject({ method: 'POST', url: '/api/mx/login/', payload: { email, password } });
    if (login.statusCode !== 200) throw new Error(`${who} cannot sign in: ${login.statusCode} ${login.body}`);
    tokens.set(who, login.json().token);
    return login.json().token;
  }
  return async function call(
    who: ConsoleCaller,
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: object,
    ally = who.startsWith('crecer') ? 'crecer' : 'impulsa',
  ) {
    const response = await app().inject({
      method,
      url,
      headers: { authorization: `Bearer ${await token(who)}`, 'x-aula-ally': ally },
      ...(payload ? { payload } : {}),
    });
    return response;
  };
}

type Answer = { statusCode: number; body: string; json(): unknown };

/** The body of a "201 Created" answer; any other answer fails the test with its body. */
export async function createdBody(response: Answer): Promise<unknown> {
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

/** Publishes a module or a lesson as impulsa's editor, at the version the test last saw. */
export async function publishAsImpulsaEditor(
  call: ReturnType<typeof consoleCaller>,
  kind: 'modules' | 'lessons',
  id: number,
  version: number,
) {
  const response = await call('impulsa editor', 'PUT', `/api/console/${kind}/${id}/publication/`, {
    published: true,
    version,
  });
  expect(response.statusCode, response.body).toBe(200);
}
