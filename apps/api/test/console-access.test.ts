import { EDIT_CONFLICT } from '@aula/contracts/console';
import { endpoint } from '@aula/contracts/endpoint';
import { DEMO_PASSWORD, DEMO_STAFF, DEMO_TEAM, DEMO_USERS } from '@aula/demo-content/demo-users';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildApp } from '../src/app';
import { route } from '../src/lib/declared-route';
import { consoleAllyOf } from '../src/lib/guards';
import { HttpError } from '../src/lib/http-error';
import { testConfig } from './helpers/app';
import { openTestDatabase } from './helpers/database';

// Routes of no real endpoint, registered on the real app (real sessions, real allies table), so the
// guard is tested for every role, access level and ally apart from any console area.
const acting = z.object({ ally_id: z.number(), ally_code: z.string() });
const asEditor = endpoint({
  method: 'GET',
  path: '/api/console/test/editor/',
  access: 'editor',
  domain: 'console',
  response: acting,
});
const asAdmin = endpoint({
  method: 'GET',
  path: '/api/console/test/admin/',
  access: 'admin',
  domain: 'console',
  response: acting,
});
const item = z.object({ id: z.number(), title: z.string(), version: z.number() });
const save = endpoint({
  method: 'PUT',
  path: '/api/console/test/save/',
  access: 'editor',
  domain: 'console',
  response: item,
  errors: [409],
  conflict: item,
});

let app: Awaited<ReturnType<typeof buildApp>>;
let closeDb: () => Promise<void>;
const tokens = new Map<string, string>();

beforeAll(async () => {
  const database = await openTestDatabase();
  closeDb = database.close;
  app = await buildApp({ config: testConfig(), db: database.db });
  await app.register(
    async (api) => {
      const answer = (request: Parameters<typeof consoleAllyOf>[0]) => {
        const ally = consoleAllyOf(request);
        return { ally_id: ally.id, ally_code: ally.code };
      };
      route(api, asEditor, async (request) => answer(request));
      route(api, asAdmin, async (request) => answer(request));
      route(api, save, async () => {
        throw new HttpError(409, EDIT_CONFLICT, 'Someone saved it first', {
          current: { id: 1, title: 'Theirs', version: 3, secret: 'dropped by the schema' },
        });
      });
    },
    { prefix: '/api' },
  );
  await app.ready();
  const accounts = [
    ['learner', DEMO_USERS[0].email, DEMO_PASSWORD],
    ['staff', DEMO_STAFF.email, DEMO_STAFF.password],
    ...DEMO_TEAM.map((member) => [`${member.allyCode} ${member.access}`, member.email, DEMO_PASSWORD]),
  ];
  for (const [name, email, password] of accounts) {
    const login = await app.inject({ method: 'POST', url: '/api/mx/login/', payload: { email, password } });
    expect(login.statusCode, `${name} signs in`).toBe(200);
    tokens.set(name as string, login.json().token);
  }
}, 30_000);

afterAll(async () => {
  await app?.close();
  await closeDb?.();
});

async function call(who: string | undefined, url: string, ally?: string) {
  const headers: Record<string, string> = {};
  if (who) headers.authorization = `Bearer ${tokens.get(who)}`;
  if (ally) headers['x-aula-ally'] = ally;
  const response = await app.inject({ method: 'GET', url, headers });
  return { status: response.statusCode, body: response.json() };
}

const EDITOR = '/api/console/test/editor/';
const ADMIN = '/api/console/test/admin/';

describe('the console guard: each role x each access level x own and other ally', () => {
  // [who, access url, ally named, status, error code or the ally acted for]
  const cases: [string, string, string, number, string][] = [
    ['impulsa ally_admin', EDITOR, 'impulsa', 200, 'impulsa'],
    ['impulsa ally_admin', ADMIN, 'impulsa', 200, 'impulsa'],
    ['impulsa ally_admin', EDITOR, 'crecer', 403, 'wrong_ally'],
    ['impulsa ally_admin', ADMIN, 'crecer', 403, 'wrong_ally'],
    ['impulsa ally_editor', EDITOR, 'impulsa', 200, 'impulsa'],
    ['impulsa ally_editor', ADMIN, 'impulsa', 403, 'forbidden'],
    ['impulsa ally_editor', EDITOR, 'crecer', 403, 'wrong_ally'],
    ['impulsa ally_editor', ADMIN, 'crecer', 403, 'wrong_ally'],
    ['crecer ally_editor', EDITOR, 'crecer', 200, 'crecer'],
    ['crecer ally_editor', EDITOR, 'impulsa', 403, 'wrong_ally'],
    ['crecer ally_editor', ADMIN, 'impulsa', 403, 'wrong_ally'],
    ['staff', EDITOR, 'impulsa', 200, 'impulsa'],
    ['staff', ADMIN, 'impulsa', 200, 'impulsa'],
    ['staff', EDITOR, 'crecer', 200, 'crecer'],
    ['staff', ADMIN, 'crecer', 200, 'crecer'],
    ['learner', EDITOR, 'impulsa', 403, 'forbidden'],
    ['learner', ADMIN, 'impulsa', 403, 'forbidden'],
    // A learner's session under another ally's site is no session there at all.
    ['learner', EDITOR, 'crecer', 401, 'unauthorized'],
  ];
  it.each(cases)('%s calling %s for %s gets %i (%s)', async (who, url, ally, status, expected) => {
    const answer = await call(who, url, ally);
    expect(answer.status).toBe(status);
    if (status === 200) expect(answer.body.ally_code).toBe(expected);
    else expect(answer.body.error).toBe(expected);
  });

  it('acts for the named ally by its id', async () => {
    const impulsa = await call('staff', EDITOR, 'impulsa');
    const crecer = await call('staff', EDITOR, 'crecer');
    expect(impulsa.body.ally_id).not.toBe(crecer.body.ally_id);
    expect((await call('impulsa ally_editor', EDITOR, 'impulsa')).body.ally_id).toBe(impulsa.body.ally_id);
  });

  it('refuses an anonymous call with 401 and asks staff to name the ally', async () => {
    expect((await call(undefined, EDITOR, 'impulsa')).status).toBe(401);
    // Tried: staff with no x-aula-ally header; staff with an ally that does not exist.
    expect(await call('staff', EDITOR)).toMatchObject({ status: 400, body: { error: 'ally_required' } });
    expect(await call('staff', EDITOR, 'nadie')).toMatchObject({ status: 404, body: { error: 'not_found' } });
  });

  it("lets a team member's bearer token without the header act for their own ally only", async () => {
    expect(await call('crecer ally_editor', EDITOR)).toMatchObject({ status: 200, body: { ally_code: 'crecer' } });
  });
});

describe('the edit conflict answer', () => {
  it('sends 409 edit_conflict with the item as it is now, shaped by the declared item schema', async () => {
    const response = await app.inject({
      method: 'PUT',
      url: '/api/console/test/save/',
      headers: { authorization: `Bearer ${tokens.get('staff')}`, 'x-aula-ally': 'impulsa' },
      payload: {},
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      error: 'edit_conflict',
      message: 'Someone saved it first',
      current: { id: 1, title: 'Theirs', version: 3 },
    });
  });
});
