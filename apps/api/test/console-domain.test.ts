import { describe, expect, it } from 'vitest';
import { siteOrigin } from '../src/services/learner-channel';
import { outboxFor } from './helpers/account';
import { useTestApp } from './helpers/app';
import { consoleCaller } from './helpers/console-team';

// The platform answers at localhost and at aula.localhost; crecer takes banco.localhost.
const ctx = useTestApp({ FRONTEND_ORIGINS: 'http://localhost:3000,http://aula.localhost:3000' });
const call = consoleCaller(() => ctx.app);
const DOMAIN = '/api/console/domain/';
const BANCO = 'banco.localhost:3000';

const at = (host: string, url: string) => ctx.app.inject({ method: 'GET', url, headers: { host } });

const refusedField = (response: { statusCode: number; body: string; json(): unknown }) => {
  expect(response.statusCode, response.body).toBe(400);
  return (response.json() as { fields: { field: string; reason: string }[] }).fields[0];
};

async function resetMailLink(email: string, urlBase: string) {
  const asked = await ctx.app.inject({
    method: 'POST',
    url: '/api/send-reset-password/',
    payload: { email, url_base: urlBase },
  });
  const mails = await outboxFor(ctx, email);
  return { asked, link: /(http\S+restablecer\S+)/.exec(mails.at(-1)?.body ?? '')?.[1] };
}

describe("an ally's own domain", () => {
  it('starts with none; editors read it, only admins set it', async () => {
    const read = await call('crecer editor', 'GET', DOMAIN);
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json()).toEqual({ host: null, origin: null, dns_target: 'localhost', added_at: null });
    const byEditor = await call('crecer editor', 'PUT', DOMAIN, { host: 'banco.localhost' });
    expect(byEditor.statusCode).toBe(403);
  });

  it('refuses what is no host name, naming the field and the reason', async () => {
    const bad: [unknown, RegExp][] = [
      ['https://banco.example', /no https/],
      ['banco.example:8443', /no https:\/\/, port or path/],
      ['banco.example/aprende', /path/],
      ['banco', /two parts/],
      ['-banco.example', /dash/],
      ['ban_co.example', /letters, digits or dashes/],
      ['10.0.0.1', /IP address/],
      [`${'a'.repeat(60)}.${'b'.repeat(60)}.${'c'.repeat(60)}.${'d'.repeat(60)}.${'e'.repeat(60)}.example`, /253/],
      ['', /two parts/],
      [42, /string/],
      ['aula.localhost', /platform's own/],
    ];
    for (const [host, reason] of bad) {
      const field = refusedField(await call('crecer admin', 'PUT', DOMAIN, { host }));
      expect(field?.field, String(host)).toBe('host');
      expect(field?.reason, String(host)).toMatch(reason);
    }
    const extra = await call('crecer admin', 'PUT', DOMAIN, { host: 'banco.localhost', https: true });
    expect(extra.statusCode).toBe(400);
  });

  it('serves the ally at its host: / opens its site, other allies are not found there; one host per ally', async () => {
    const set = await call('crecer admin', 'PUT', DOMAIN, { host: '  Banco.Localhost. ' });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json()).toMatchObject({ host: 'banco.localhost', origin: 'http://banco.localhost:3000' });

    const taken = await call('impulsa admin', 'PUT', DOMAIN, { host: 'banco.localhost' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ error: 'host_taken' });

    // Reminders, webinar codes and certificates write crecer's links there; other allies' stay.
    expect(siteOrigin(ctx.app, 'crecer')).toBe('http://banco.localhost:3000');
    expect(siteOrigin(ctx.app, 'impulsa')).toBe('http://localhost:3000');

    const home = await at(BANCO, '/?utm_source=mail');
    expect(home.statusCode).toBe(302);
    expect(home.headers.location).toBe('/mx/crecer?utm_source=mail');
    const foreign = await at(BANCO, '/mx/impulsa');
    expect(foreign.statusCode).toBe(404);
    expect(foreign.body).toContain('Esta página no es de este sitio');
    expect((await at(BANCO, '/mx/impulsa/seccion')).statusCode).toBe(404);
    // The API answers there as on the platform's host.
    expect((await at(BANCO, '/api/brands/crecer/')).json()).toMatchObject({ name: expect.any(String) });
    // The platform's own host still opens the country choice, not crecer.
    expect((await at('localhost:3000', '/')).statusCode).not.toBe(302);
  });

  it('answers a TLS proxy only for hosts an ally named', async () => {
    expect((await at('localhost:3000', '/api/tls/allowed/?domain=banco.localhost')).statusCode).toBe(200);
    expect((await at('localhost:3000', '/api/tls/allowed/?domain=otro.example')).statusCode).toBe(404);
    expect((await at('localhost:3000', '/api/tls/allowed/')).statusCode).toBe(400);
  });

  it("writes the ally's reset links on its host, wherever they were asked; refuses a stranger's origin", async () => {
    const atHost = await resetMailLink('demo@crecer.example', 'http://banco.localhost:3000');
    expect(atHost.asked.statusCode, atHost.asked.body).toBe(200);
    expect(atHost.link).toMatch(/^http:\/\/banco\.localhost:3000\/mx\/crecer\/restablecer\?/);
    const atPlatform = await resetMailLink('demo@crecer.example', 'http://localhost:3000');
    expect(atPlatform.link).toMatch(/^http:\/\/banco\.localhost:3000\//);
    // Another ally's learner keeps the platform's address.
    const impulsa = await resetMailLink('demo@impulsa.example', 'http://localhost:3000');
    expect(impulsa.link).toMatch(/^http:\/\/localhost:3000\/mx\/impulsa\//);
    const stranger = await ctx.app.inject({
      method: 'POST',
      url: '/api/send-reset-password/',
      payload: { email: 'demo@crecer.example', url_base: 'http://evil.example' },
    });
    expect(refusedField(stranger)?.field).toBe('url_base');
  });

  it('removed, the host serves nothing of the ally and no certificate is allowed for it', async () => {
    const removed = await call('crecer admin', 'PUT', DOMAIN, { host: null });
    expect(removed.json()).toMatchObject({ host: null, origin: null, added_at: null });
    expect((await at(BANCO, '/')).statusCode).not.toBe(302);
    expect((await at('localhost:3000', '/api/tls/allowed/?domain=banco.localhost')).statusCode).toBe(404);
  });
});
