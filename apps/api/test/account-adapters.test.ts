import { randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:net';
import { DEMO_USERS } from '@aula/demo-content/demo-users';
import { describe, expect, it } from 'vitest';
import { GraphFacebookVerifier, LocalFacebookVerifier } from '../src/adapters/facebook';
import { MemoryRateLimiter } from '../src/adapters/memory-rate-limiter';
import { SmtpMailer } from '../src/adapters/smtp-mailer';
import { WhatsAppCloud } from '../src/adapters/whatsapp-cloud';
import { FacebookUnavailableError } from '../src/ports/facebook';
import type { Fetch } from '../src/ports/messaging';
import { testClock } from './helpers/account';
import { createTestApp, useTestApp } from './helpers/app';

const mail = { to: 'ana@example.com', subject: 'Hola', text: 'Texto plano', html: '<p>Texto</p>' };

/** A fetch that records each call and answers from a list, in order. */
function fakeFetch(answers: { status: number; body: unknown }[]) {
  const calls: { url: string; init: RequestInit | undefined }[] = [];
  const impl = (async (url: string | URL, init?: RequestInit) => {
    calls.push({ url: String(url), init });
    const answer = answers.shift() ?? { status: 500, body: {} };
    return new Response(JSON.stringify(answer.body), { status: answer.status });
  }) as Fetch;
  return { impl, calls };
}

/** Just enough of an SMTP server to accept one message and hand over what it received. */
function tinySmtpServer() {
  const received: string[] = [];
  const server: Server = createServer((socket) => {
    let data = false;
    let buffer = '';
    socket.write('220 tiny ESMTP\r\n');
    socket.on('data', (chunk) => {
      buffer += chunk.toString();
      if (data) {
        const end = buffer.indexOf('\r\n.\r\n');
        if (end === -1) return;
        received.push(buffer.slice(0, end));
        buffer = buffer.slice(end + 5);
        data = false;
        socket.write('250 OK queued\r\n');
      }
      let newline = buffer.indexOf('\r\n');
      while (!data && newline !== -1) {
        const line = buffer.slice(0, newline).toUpperCase();
        buffer = buffer.slice(newline + 2);
        if (line.startsWith('EHLO') || line.startsWith('HELO')) socket.write('250 tiny\r\n');
        else if (line.startsWith('DATA')) {
          data = true;
          socket.write('354 go on\r\n');
        } else if (line.startsWith('QUIT')) socket.end('221 bye\r\n');
        else socket.write('250 OK\r\n');
        newline = buffer.indexOf('\r\n');
      }
    });
  });
  return { server, received };
}

describe('SMTP mailer (nodemailer)', () => {
  it('hands the message to nodemailer with the configured sender (jsonTransport)', async () => {
    const mailer = new SmtpMailer({ jsonTransport: true }, 'Aula <no-reply@aula.test>');
    const info = (await mailer.send(mail)) as { message: string };
    expect(JSON.parse(info.message)).toMatchObject({
      from: { address: 'no-reply@aula.test', name: 'Aula' },
      to: [{ address: 'ana@example.com' }],
      subject: 'Hola',
      text: 'Texto plano',
      html: '<p>Texto</p>',
    });
  });

  it("signs a mail with the ally's name it speaks for, at the configured address", async () => {
    const mailer = new SmtpMailer({ jsonTransport: true }, 'Aula <no-reply@aula.test>');
    const info = (await mailer.send({ ...mail, senderName: 'Impulsa' })) as { message: string };
    expect(JSON.parse(info.message).from).toEqual({ address: 'no-reply@aula.test', name: 'Impulsa' });
  });

  it('delivers over SMTP to the server named by an smtp:// URL', async () => {
    const { server, received } = tinySmtpServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as { port: number };
    try {
      const mailer = new SmtpMailer(`smtp://127.0.0.1:${port}`, 'no-reply@aula.test');
      await mailer.send(mail);
      mailer.close();
      expect(received).toHaveLength(1);
      expect(received[0]).toContain('Subject: Hola');
      expect(received[0]).toContain('To: ana@example.com');
      expect(received[0]).toContain('Texto plano');
    } finally {
      server.close();
    }
  });
});

describe('WhatsApp Cloud API adapter', () => {
  const options = { token: 'wa-token', phoneNumberId: '1234567890' };

  it('POSTs a text message to /v20.0/<phone number id>/messages with the bearer token', async () => {
    const fake = fakeFetch([{ status: 200, body: { messages: [{ id: 'wamid.1' }] } }]);
    await new WhatsAppCloud(options, fake.impl).sendCode({
      to: '+525550000001',
      code: '123456',
      body: 'Código 123456',
    });
    expect(fake.calls).toHaveLength(1);
    const [call] = fake.calls;
    expect(call?.url).toBe('https://graph.facebook.com/v20.0/1234567890/messages');
    expect(call?.init?.method).toBe('POST');
    expect(call?.init?.headers).toMatchObject({ authorization: 'Bearer wa-token', 'content-type': 'application/json' });
    expect(JSON.parse(String(call?.init?.body))).toEqual({
      messaging_product: 'whatsapp',
      recipient_type: 'individual',
      to: '525550000001',
      type: 'text',
      text: { preview_url: false, body: 'Código 123456' },
    });
  });

  it('throws when the API refuses, so the failure is logged', async () => {
    const fake = fakeFetch([{ status: 401, body: { error: { message: 'bad token' } } }]);
    await expect(new WhatsAppCloud(options, fake.impl).sendText({ to: '+525550000001', body: 'x' })).rejects.toThrow(
      /401/,
    );
  });
});

describe('Facebook Graph API verifier', () => {
  const app = { appId: '111', appSecret: 'shh' };
  const valid = { status: 200, body: { data: { is_valid: true, app_id: '111', user_id: '42' } } };

  it('checks the token with debug_token and the app token, then reads /me', async () => {
    const fake = fakeFetch([valid, { status: 200, body: { id: '42', name: 'Carla', email: 'Carla@Example.com' } }]);
    const profile = await new GraphFacebookVerifier(app, fake.impl).verify('user-token-123');
    expect(profile).toEqual({ id: '42', name: 'Carla', email: 'carla@example.com' });
    const debug = new URL(fake.calls[0]?.url ?? '');
    expect(debug.origin + debug.pathname).toBe('https://graph.facebook.com/debug_token');
    expect(debug.searchParams.get('input_token')).toBe('user-token-123');
    expect(debug.searchParams.get('access_token')).toBe('111|shh');
    const me = new URL(fake.calls[1]?.url ?? '');
    expect(me.pathname).toBe('/me');
    expect(me.searchParams.get('fields')).toBe('id,name,email');
    expect(me.searchParams.get('access_token')).toBe('user-token-123');
    expect(me.searchParams.get('appsecret_proof')).toMatch(/^[0-9a-f]{64}$/);
  });

  it.each([
    ['an invalid token', [{ status: 200, body: { data: { is_valid: false } } }]],
    ['a token of another app', [{ status: 200, body: { data: { is_valid: true, app_id: '999', user_id: '42' } } }]],
    ['a refused token (4xx)', [{ status: 400, body: { error: {} } }]],
    ['a /me of another user', [valid, { status: 200, body: { id: '43', name: 'X' } }]],
  ])('returns null for %s', async (_case, answers) => {
    const fake = fakeFetch(answers);
    expect(await new GraphFacebookVerifier(app, fake.impl).verify('user-token-123')).toBeNull();
  });

  it('throws FacebookUnavailableError on a 5xx or a network failure', async () => {
    const fake = fakeFetch([{ status: 503, body: {} }]);
    await expect(new GraphFacebookVerifier(app, fake.impl).verify('t'.repeat(12))).rejects.toThrow(
      FacebookUnavailableError,
    );
    const offline = (async () => {
      throw new TypeError('fetch failed');
    }) as Fetch;
    await expect(new GraphFacebookVerifier(app, offline).verify('t'.repeat(12))).rejects.toThrow(
      FacebookUnavailableError,
    );
  });
});

describe('local Facebook verifier (development without FACEBOOK_APP_ID)', () => {
  it('accepts local-fb:<name>:<email> and nothing else', async () => {
    const local = new LocalFacebookVerifier();
    expect(await local.verify('local-fb:Ana Pérez:Ana@Example.com')).toEqual({
      id: 'local-ana@example.com',
      name: 'Ana Pérez',
      email: 'ana@example.com',
    });
    expect(await local.verify('EAAB-real-looking-token')).toBeNull();
    expect(await local.verify('local-fb:Ana:no-email')).toBeNull();
  });
});

describe('memory rate limiter', () => {
  it('allows `limit` hits per window, then says how long to wait; a new window starts fresh', async () => {
    const clock = testClock();
    const limiter = new MemoryRateLimiter(clock.now);
    const rule = { name: 't', limit: 2, windowSeconds: 60 };
    expect(await limiter.hit(rule, 'a')).toEqual({ allowed: true });
    expect(await limiter.hit(rule, 'a')).toEqual({ allowed: true });
    expect(await limiter.check(rule, 'a')).toEqual({ allowed: false, retryAfterSeconds: 60 });
    clock.advance(15);
    expect(await limiter.hit(rule, 'a')).toEqual({ allowed: false, retryAfterSeconds: 45 });
    expect(await limiter.hit(rule, 'b')).toEqual({ allowed: true });
    clock.advance(45);
    expect(await limiter.hit(rule, 'a')).toEqual({ allowed: true });
  });
});

describe('development outbox and GET /dev/outbox/', () => {
  const ctx = useTestApp();

  it('catches messages when no provider is configured and lists them newest first', async () => {
    const phone = DEMO_USERS[0].phone;
    await ctx.app.inject({ method: 'PUT', url: '/api/mx/reset_login_pin/', payload: { phone_number: phone } });
    await ctx.app.ports.deliveries.idle();
    const response = await ctx.app.inject({ method: 'GET', url: `/dev/outbox/?to=${encodeURIComponent(phone)}` });
    expect(response.statusCode).toBe(200);
    const [message] = response.json().results;
    expect(message).toMatchObject({ channel: 'whatsapp', to: phone, subject: null });
    expect(message.text).toMatch(/código de verificación de Impulsa es \d{6}/);
  });

  it('answers 404 when NODE_ENV=production', async () => {
    const prod = await createTestApp({ NODE_ENV: 'production', SECRET_KEY: randomBytes(32).toString('base64') });
    try {
      const response = await prod.app.inject({ method: 'GET', url: '/dev/outbox/' });
      expect(response.statusCode).toBe(404);
      expect(response.json().error).toBe('not_found');
    } finally {
      await prod.close();
    }
  });
});

describe('adapters chosen by configuration', () => {
  it('sends through the WhatsApp Cloud API when WHATSAPP_TOKEN and WHATSAPP_PHONE_NUMBER_ID are set', async () => {
    const fake = fakeFetch([{ status: 200, body: {} }]);
    const ctx = await createTestApp(
      { WHATSAPP_TOKEN: 'wa-secret', WHATSAPP_PHONE_NUMBER_ID: '555' },
      { fetch: fake.impl },
    );
    try {
      const phone = DEMO_USERS[1].phone;
      await ctx.app.inject({ method: 'PUT', url: '/api/mx/reset_login_pin/', payload: { phone_number: phone } });
      await ctx.app.ports.deliveries.idle();
      expect(fake.calls.map((call) => call.url)).toEqual(['https://graph.facebook.com/v20.0/555/messages']);
      expect(JSON.parse(String(fake.calls[0]?.init?.body)).text.body).toMatch(
        /código de verificación de Crecer es \d{6}/,
      );
      const outbox = await ctx.app.inject({ method: 'GET', url: '/dev/outbox/' });
      expect(outbox.json().results).toEqual([]);
    } finally {
      await ctx.close();
    }
  });

  it('checks fb_register tokens with the Graph API when FACEBOOK_APP_ID and SECRET are set', async () => {
    const fake = fakeFetch([{ status: 200, body: { data: { is_valid: false } } }]);
    const ctx = await createTestApp({ FACEBOOK_APP_ID: '111', FACEBOOK_APP_SECRET: 'shh' }, { fetch: fake.impl });
    try {
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/api/mx/fb_register/',
        payload: {
          access_token: 'local-fb:Ana:ana@example.com',
          phone_number: '+525551112222',
          ally_code: 'impulsa',
          accepts_terms: true,
        },
      });
      expect(response.json().error).toBe('invalid_facebook_token');
      expect(fake.calls[0]?.url).toContain('https://graph.facebook.com/debug_token?');
    } finally {
      await ctx.close();
    }
  });
});
