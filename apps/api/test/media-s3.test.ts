import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { DEMO_USERS } from '@aula/demo-content/demo-users';
import { eq } from 'drizzle-orm';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { S3MediaStorage } from '../src/adapters/s3-media-storage';
import { loadConfig } from '../src/config';
import { users } from '../src/db/schema';
import { createTestApp, type TestContext, tokenFor } from './helpers/app';
import { tusClient, uploadWhole } from './helpers/tus';

// A real S3-compatible server (s3rver, on this machine's disk), not a mock: the adapter speaks the
// same protocol to it as to AWS, MinIO or R2.
const BUCKET = 'aula-media';
const s3rver = new S3rver({
  address: '127.0.0.1',
  port: 0,
  silent: true,
  directory: mkdtempSync(join(tmpdir(), 'h6-s3rver-')),
  configureBuckets: [{ name: BUCKET, configs: [] }],
});
let s3Env: Record<string, string> = {};

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');
const text = async (stream: Readable) => Buffer.concat(await stream.toArray()).toString();

beforeAll(async () => {
  const { port } = await s3rver.run();
  s3Env = {
    MEDIA_S3_BUCKET: BUCKET,
    MEDIA_S3_ENDPOINT: `http://127.0.0.1:${port}`,
    // s3rver's fixed development keys.
    MEDIA_S3_ACCESS_KEY_ID: 'S3RVER',
    MEDIA_S3_SECRET_ACCESS_KEY: 'S3RVER',
  };
});

afterAll(async () => {
  await s3rver.close();
});

describe('S3MediaStorage against an S3-compatible server', () => {
  const storage = () => {
    const config = loadConfig({ ...s3Env, NODE_ENV: 'test' }).mediaS3;
    if (!config) throw new Error('MEDIA_S3_BUCKET did not configure S3');
    return new S3MediaStorage(config);
  };

  it('puts, stats, reads a range of and deletes an object', async () => {
    const s3 = storage();
    await s3.put('uploads/impulsa/a.vtt', Buffer.from('WEBVTT\n\nhola'), 'text/vtt');
    expect(await s3.stat('uploads/impulsa/a.vtt')).toMatchObject({ size: 12 });
    expect(await text(await s3.read('uploads/impulsa/a.vtt', { start: 8, end: 11 }))).toBe('hola');
    await s3.delete('uploads/impulsa/a.vtt');
    expect(await s3.stat('uploads/impulsa/a.vtt')).toBeUndefined();
    expect(await s3.stat('../escape')).toBeUndefined();
    s3.close();
  });

  it('streams a body larger than one part up in parts (multipart) and gets the same bytes back', async () => {
    const s3 = storage();
    const bytes = randomBytes(9 * 1024 * 1024 + 123);
    await s3.put(
      'uploads/impulsa/big.webm',
      Readable.from([bytes.subarray(0, 5_000_000), bytes.subarray(5_000_000)]),
      'video/webm',
    );
    expect(await s3.stat('uploads/impulsa/big.webm')).toMatchObject({ size: bytes.length });
    const back = Buffer.concat(await (await s3.read('uploads/impulsa/big.webm')).toArray());
    expect(sha256(back)).toBe(sha256(bytes));
    s3.close();
  });
});

describe('two API processes on one bucket', () => {
  let writer: TestContext;
  let reader: TestContext;

  beforeAll(async () => {
    writer = await createTestApp({ ...s3Env, DATA_DIR: mkdtempSync(join(tmpdir(), 'h6-s3-a-')) });
    reader = await createTestApp({ ...s3Env, DATA_DIR: mkdtempSync(join(tmpdir(), 'h6-s3-b-')) });
  }, 60_000);

  afterAll(async () => {
    await writer?.close();
    await reader?.close();
  });

  it('serves from one process, with ranges, the file uploaded through the other', async () => {
    const [editor] = DEMO_USERS;
    await writer.db.update(users).set({ access: 'ally_editor' }).where(eq(users.email, editor.email));
    const origin = await writer.app.listen({ port: 0, host: '127.0.0.1' });
    const client = tusClient(origin, {
      authorization: `Bearer ${await tokenFor(writer.app, editor)}`,
      'x-aula-ally': 'impulsa',
    });
    const pdf = Buffer.concat([Buffer.from('%PDF-1.4\n'), randomBytes(200_000)]);
    const answer = await uploadWhole(client, 'pdf', pdf, { filename: 'guia.pdf', chunk: 64 * 1024 });
    expect(answer.status).toBe(200);
    const media = await answer.json();
    expect(media).toMatchObject({ kind: 'pdf', content_type: 'application/pdf', sha256: sha256(pdf) });

    const whole = await reader.app.inject({ method: 'GET', url: media.url });
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['content-disposition']).toBe('attachment');
    expect(sha256(whole.rawPayload)).toBe(sha256(pdf));
    const part = await reader.app.inject({ method: 'GET', url: media.url, headers: { range: 'bytes=-100' } });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes ${pdf.length - 100}-${pdf.length - 1}/${pdf.length}`);
    expect(part.rawPayload.equals(pdf.subarray(pdf.length - 100))).toBe(true);
  });
});
