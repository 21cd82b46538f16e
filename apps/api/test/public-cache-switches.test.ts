import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ConfigError } from '../src/config';
import { countries } from '../src/db/schema';
import { PublicCacheFastPath } from '../src/lib/public-cache-fast-path';
import { apiRoot, repoRoot } from '../src/paths';
import { type TestContext, testConfig, useTestApp } from './helpers/app';

// The operator's switches of the public cache (issue 43 item 6, measured by bench/public-cache.mjs):
// PUBLIC_CACHE=off computes every public GET; PUBLIC_CACHE_FAST_PATH=false keeps the cache but
// answers every request through Fastify.
const COUNTRIES = '/api/catalogs/countries/';
const NEW_LESSONS = '/api/new_lessons/?country=mx&ally_code=impulsa';

afterEach(() => {
  vi.restoreAllMocks();
});

/** How many queries the database is asked while `run` runs. */
async function queriesDuring(ctx: TestContext, run: () => Promise<unknown>): Promise<number> {
  const selects = vi.spyOn(ctx.db, 'select');
  await run();
  const count = selects.mock.calls.length;
  selects.mockRestore();
  return count;
}

describe('PUBLIC_CACHE=off', () => {
  const ctx = useTestApp({ PUBLIC_CACHE: 'off' });
  const get = (url: string, headers: Record<string, string> = {}) => ctx.app.inject({ method: 'GET', url, headers });

  it('computes a public GET every time: the second one asks the database as the first did', async () => {
    const first = await queriesDuring(ctx, () => get(NEW_LESSONS));
    const second = await queriesDuring(ctx, () => get(NEW_LESSONS));
    expect(first).toBeGreaterThan(0);
    expect(second).toBe(first);
  });

  it('shows a change at once, with no invalidation (there is nothing to drop)', async () => {
    const before = await get(COUNTRIES);
    await ctx.db.update(countries).set({ name: 'México (sin caché)' }).where(eq(countries.code, 'mx'));
    try {
      await expect(ctx.app.invalidatePublic(['catalogs'])).resolves.toBeUndefined();
      const after = await get(COUNTRIES);
      expect(after.body).toContain('México (sin caché)');
      expect(after.headers.etag).not.toBe(before.headers.etag);
    } finally {
      await ctx.db.update(countries).set({ name: 'México' }).where(eq(countries.code, 'mx'));
    }
  });

  it('keeps what the answers tell browsers and proxies: weak ETag and 304, public no-cache, no cookie', async () => {
    const first = await get('/api/mx/homepages/');
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^W\/"[\w-]+"$/);
    expect(first.headers['cache-control']).toBe('public, no-cache');
    expect(first.headers['set-cookie']).toBeUndefined();
    const again = await get('/api/mx/homepages/', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    // Bad input tried: a stale tag gets the whole answer.
    expect((await get('/api/mx/homepages/', { 'if-none-match': 'W/"stale"' })).statusCode).toBe(200);
  });

  it('compresses a large answer per request, with the ETag of its JSON', async () => {
    const plain = await get('/api/mx/posts/?ally_code=impulsa');
    const br = await get('/api/mx/posts/?ally_code=impulsa', { 'accept-encoding': 'br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/origin.*accept-encoding/i);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    expect(br.headers.etag).toBe(plain.headers.etag);
  });

  it('never makes a refusal public: a bad query stays a 400 with no ETag', async () => {
    const refused = await get('/api/new_lessons/?country=mex&ally_code=impulsa');
    expect(refused.statusCode).toBe(400);
    expect(refused.headers.etag).toBeUndefined();
  });
});

describe('PUBLIC_CACHE_FAST_PATH', () => {
  // Called by the app (through Fastify) each time it answers a URL from the cache or stores it there.
  const answeredByTheApp = () => vi.spyOn(PublicCacheFastPath.prototype, 'remember');

  /** Two GETs of one URL over HTTP, the cache emptied first: the database queries and the app's answers of the second. */
  async function secondGet(ctx: TestContext, origin: string) {
    await ctx.app.invalidatePublic();
    const first = await fetch(`${origin}${NEW_LESSONS}`);
    const app = answeredByTheApp();
    let second: Response | undefined;
    const queries = await queriesDuring(ctx, async () => {
      second = await fetch(`${origin}${NEW_LESSONS}`);
    });
    return { first, second: second as Response, queries, byTheApp: app.mock.calls.length };
  }

  describe('=false', () => {
    const ctx = useTestApp({ PUBLIC_CACHE_FAST_PATH: 'false' });
    let origin: string;
    beforeAll(async () => {
      origin = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    });

    it('answers a repeated GET from the cache, through Fastify', async () => {
      const { first, second, queries, byTheApp } = await secondGet(ctx, origin);
      expect(second.status).toBe(200);
      expect(second.headers.get('etag')).toBe(first.headers.get('etag'));
      expect(await second.text()).toBe(await first.text());
      expect(queries).toBe(0);
      expect(byTheApp).toBe(1);
    });
  });

  describe('unset (the default)', () => {
    const ctx = useTestApp();
    let origin: string;
    beforeAll(async () => {
      origin = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    });

    it('answers a repeated GET from the cache before Fastify', async () => {
      const { second, queries, byTheApp } = await secondGet(ctx, origin);
      expect(second.status).toBe(200);
      expect(queries).toBe(0);
      expect(byTheApp).toBe(0);
    });
  });
});

describe('bad values of the switches', () => {
  it('refuses them, naming the variable', () => {
    const refusals = [
      [{ PUBLIC_CACHE: 'maybe' }, /PUBLIC_CACHE: must be on or off/],
      [{ PUBLIC_CACHE: 'false' }, /PUBLIC_CACHE: must be on or off/],
      [{ PUBLIC_CACHE_FAST_PATH: 'sometimes' }, /PUBLIC_CACHE_FAST_PATH: must be true or false/],
      [{ PUBLIC_CACHE: 'off', PUBLIC_CACHE_FAST_PATH: 'true' }, /PUBLIC_CACHE_FAST_PATH: .*PUBLIC_CACHE=off/],
    ] as const;
    for (const [env, message] of refusals) {
      expect(() => testConfig(env), JSON.stringify(env)).toThrow(ConfigError);
      expect(() => testConfig(env), JSON.stringify(env)).toThrow(message);
    }
  });

  it('turns the fast path off with the cache and with LOG_REQUESTS', () => {
    expect(testConfig({})).toMatchObject({ publicCache: true, publicCacheFastPath: true });
    expect(testConfig({ PUBLIC_CACHE: 'off' })).toMatchObject({ publicCache: false, publicCacheFastPath: false });
    expect(testConfig({ LOG_REQUESTS: 'true' })).toMatchObject({ publicCache: true, publicCacheFastPath: false });
  });

  it('stops the server at start with PUBLIC_CACHE=maybe, saying which variable', async () => {
    const tsx = join(repoRoot, 'node_modules', '.bin', 'tsx');
    const { DATABASE_URL: _inherited, ...parentEnv } = process.env;
    const child = spawn(tsx, [join(apiRoot, 'src', 'server.ts')], {
      cwd: repoRoot,
      env: { ...parentEnv, NODE_ENV: 'test', PORT: '0', HOST: '127.0.0.1', PUBLIC_CACHE: 'maybe' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
    });
    child.stderr.on('data', (chunk) => {
      output += chunk;
    });
    const code = await new Promise((resolve) => child.once('exit', resolve));
    expect(code, output).toBe(1);
    expect(output).toMatch(/Invalid environment:\n {2}PUBLIC_CACHE: must be on or off/);
  }, 60_000);
});
