import { clearAllCookies, plantSession } from '@aula/testing/cookies';
import { useMswServer } from '@aula/testing/msw';
import { postToAction } from '@aula/testing/page-action';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { signOutAction } from './sign-out-action';

// "Sí, cerrar sesión" posted before the app runs. Bad input tried: no ally in the address.

const server = useMswServer();
beforeEach(() => plantSession('mock-token-1'));
afterEach(clearAllCookies);

const post = async (params: Record<string, string>) =>
  (await postToAction(signOutAction, '/mx/impulsa/salir', params)).answer;

describe('signOutAction', () => {
  it('ends the session on the server and lands on the ally’s home page', async () => {
    const calls: string[] = [];
    server.events.on('request:start', ({ request }) => {
      calls.push(`${request.method} ${new URL(request.url).pathname}`);
    });
    const answer = await post({ country: 'mx', allyCode: 'impulsa' });
    expect((answer as Response).headers.get('location')).toBe('/mx/impulsa');
    expect(calls).toContain('POST /api/logout/');
  });

  it('is not found without an ally', async () => {
    await expect(post({})).rejects.toMatchObject({ status: 404 });
  });
});
