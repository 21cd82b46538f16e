import { createServer, request as httpRequest, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MemoryPublicCache } from '../adapters/memory-public-cache';
import type { CacheTag } from '../ports/public-cache';
import { CompressedBodies } from './encoded-answer';
import { PublicCacheFastPath } from './public-cache-fast-path';

const URL_PATH = '/api/catalogs/countries/';
const TAGS: CacheTag[] = ['catalogs'];
const BODY = JSON.stringify(Array.from({ length: 60 }, (_, id) => ({ id, name: `País ${id}` })));
const SECURITY = { 'x-content-type-options': 'nosniff', 'x-frame-options': 'DENY' };

interface Answer {
  status: number;
  headers: IncomingMessage['headers'];
  body: Buffer;
}

let server: Server;
let cache: MemoryPublicCache;
let fastPath: PublicCacheFastPath;
/** Requests that reached the app behind the fast path. */
let reachedApp: string[];

function send(path: string, { method = 'GET', headers = {} as Record<string, string> } = {}): Promise<Answer> {
  const { port } = server.address() as AddressInfo;
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, path, method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

/** What the app does on a miss: stores the answer and tells the fast path. */
async function appAnswers(path: string) {
  const { stamp } = await cache.lookup(path, TAGS);
  await cache.store(path, stamp ?? '', { body: BODY, contentType: 'application/json; charset=utf-8', etag: 'W/"v1"' });
  fastPath.remember(path, TAGS);
}

beforeEach(async () => {
  cache = new MemoryPublicCache();
  fastPath = new PublicCacheFastPath();
  fastPath.open({ cache, compressed: new CompressedBodies(), securityHeaders: () => SECURITY });
  reachedApp = [];
  server = createServer(
    fastPath.before((request, response) => {
      reachedApp.push(`${request.method} ${request.url}`);
      response.writeHead(418).end('app');
    }),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
});

afterEach(async () => {
  await new Promise((resolve) => server.close(resolve));
});

describe('the public cache fast path', () => {
  it('sends a URL the app has not answered from the cache on to the app', async () => {
    const answer = await send(URL_PATH);
    expect(answer.status).toBe(418);
    expect(reachedApp).toEqual([`GET ${URL_PATH}`]);
  });

  it('answers a remembered URL itself: the body, the security headers, a request id and the validators', async () => {
    await appAnswers(URL_PATH);
    const answer = await send(URL_PATH);
    expect(reachedApp).toEqual([]);
    expect(answer.status).toBe(200);
    expect(answer.body.toString()).toBe(BODY);
    expect(answer.headers).toMatchObject({
      ...SECURITY,
      etag: 'W/"v1"',
      'cache-control': 'public, no-cache',
      vary: 'Origin, Accept-Encoding',
      'content-type': 'application/json; charset=utf-8',
      'content-length': String(Buffer.byteLength(BODY)),
    });
    expect(answer.headers['x-request-id']).toMatch(/^[\w-]{36}$/);
    // A proxy's request id is kept; an odd one is replaced.
    expect((await send(URL_PATH, { headers: { 'x-request-id': 'edge-42' } })).headers['x-request-id']).toBe('edge-42');
    expect((await send(URL_PATH, { headers: { 'x-request-id': 'bad id!' } })).headers['x-request-id']).not.toBe(
      'bad id!',
    );
  });

  it('sends brotli when the client takes it, and 304 with no body to a matching If-None-Match', async () => {
    await appAnswers(URL_PATH);
    const br = await send(URL_PATH, { headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.body).toString()).toBe(BODY);
    expect(Number(br.headers['content-length'])).toBe(br.body.length);
    const notModified = await send(URL_PATH, { headers: { 'if-none-match': 'W/"v1"' } });
    expect(notModified.status).toBe(304);
    expect(notModified.body.length).toBe(0);
    expect(reachedApp).toEqual([]);
  });

  it('leaves other methods, cross-origin calls (CORS) and other URLs to the app', async () => {
    await appAnswers(URL_PATH);
    await send(URL_PATH, { method: 'HEAD' });
    await send(URL_PATH, { method: 'POST' });
    await send(URL_PATH, { headers: { origin: 'https://impulsa.example' } });
    await send(`${URL_PATH}?country=mx`);
    expect(reachedApp).toEqual([
      `HEAD ${URL_PATH}`,
      `POST ${URL_PATH}`,
      `GET ${URL_PATH}`,
      `GET ${URL_PATH}?country=mx`,
    ]);
  });

  it('sends a stale entry on to the app once its content changed, and everything once closed', async () => {
    await appAnswers(URL_PATH);
    await cache.invalidate(TAGS);
    expect((await send(URL_PATH)).status).toBe(418);
    await appAnswers(URL_PATH);
    expect((await send(URL_PATH)).status).toBe(200);
    fastPath.close();
    expect((await send(URL_PATH)).status).toBe(418);
    expect(reachedApp).toHaveLength(2);
  });

  it('remembers a bounded number of URLs, oldest out first', async () => {
    fastPath = new PublicCacheFastPath(2);
    fastPath.open({ cache, compressed: new CompressedBodies(), securityHeaders: () => SECURITY });
    server.removeAllListeners('request');
    server.on(
      'request',
      fastPath.before((request, response) => {
        reachedApp.push(`${request.method} ${request.url}`);
        response.writeHead(418).end('app');
      }),
    );
    for (const path of ['/a', '/b', '/c']) await appAnswers(path);
    expect((await send('/a')).status).toBe(418);
    expect((await send('/b')).status).toBe(200);
    expect((await send('/c')).status).toBe(200);
  });
});
