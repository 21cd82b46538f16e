import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, WELL_KNOWN_SECRET_KEYS } from './config';
import { repoRoot } from './paths';

describe('loadConfig', () => {
  it('defaults to port 3000 and the embedded database in <repo>/.data, seeded', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
      databaseUrl: undefined,
      dataDir: join(repoRoot, '.data'),
      webDist: join(repoRoot, 'apps', 'web', 'dist'),
      seedDemo: true,
      tokenTtlHours: 720,
    });
  });

  it("hands on Node's NODE_OPTIONS (an operator's heap flag there wins over the server's own)", () => {
    expect(loadConfig({}).nodeOptions).toBe('');
    expect(loadConfig({ NODE_OPTIONS: '--heap-growing-percent=20' }).nodeOptions).toBe('--heap-growing-percent=20');
  });

  it('reads the allies from the repo brands/ unless BRANDS_DIR names another folder', () => {
    expect(loadConfig({}).brandsDir).toBe(join(repoRoot, 'brands'));
    expect(loadConfig({ BRANDS_DIR: join(repoRoot, 'apps') }).brandsDir).toBe(join(repoRoot, 'apps'));
  });

  it('refuses a BRANDS_DIR that is not a folder when the demo is seeded, and ignores it otherwise', () => {
    const missing = join(repoRoot, 'no-such-brands');
    expect(() => loadConfig({ BRANDS_DIR: missing })).toThrow(/BRANDS_DIR: .*no-such-brands is not a folder/);
    expect(() => loadConfig({ BRANDS_DIR: join(repoRoot, 'package.json') })).toThrow(/BRANDS_DIR/);
    expect(loadConfig({ BRANDS_DIR: missing, SEED_DEMO: 'false' }).brandsDir).toBe(missing);
  });

  it('treats empty variables as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '' })).toMatchObject({ port: 3000, databaseUrl: undefined });
  });

  it('seeds a DATABASE_URL database only when SEED_DEMO is explicitly true', () => {
    const url = 'postgres://u@db:5432/aula';
    // Another machine's database needs NODE_ENV said (config-node-env.test.ts).
    const env = { DATABASE_URL: url, NODE_ENV: 'development' };
    expect(loadConfig(env).seedDemo).toBe(false);
    expect(loadConfig({ ...env, SEED_DEMO: 'false' }).seedDemo).toBe(false);
    expect(loadConfig({ ...env, SEED_DEMO: 'true' }).seedDemo).toBe(true);
  });

  it('names every bad variable in one error', () => {
    const load = () => loadConfig({ PORT: 'abc', DATABASE_URL: 'mysql://x', SEED_DEMO: 'yes', LOG_LEVEL: 'loud' });
    expect(load).toThrow(ConfigError);
    expect(load).toThrow(/PORT[\s\S]*DATABASE_URL[\s\S]*SEED_DEMO[\s\S]*LOG_LEVEL/);
  });

  it('gives a phone one WhatsApp code a minute unless CODE_RESEND_SECONDS says otherwise, and refuses 0, 3601 and words', () => {
    expect(loadConfig({}).codeResendSeconds).toBe(60);
    expect(loadConfig({ CODE_RESEND_SECONDS: '5' }).codeResendSeconds).toBe(5);
    for (const bad of ['0', '3601', 'soon', '2.5']) {
      expect(() => loadConfig({ CODE_RESEND_SECONDS: bad }), bad).toThrow(/CODE_RESEND_SECONDS/);
    }
  });

  it('reads the account settings: front-end origins without trailing slash, 3-day reset links', () => {
    const config = loadConfig({ FRONTEND_ORIGINS: 'https://aula.example/, http://localhost:3000' });
    expect(config).toMatchObject({
      frontendOrigins: ['https://aula.example', 'http://localhost:3000'],
      passwordResetTimeoutSeconds: 259_200,
      whatsapp: undefined,
      facebook: undefined,
      redisUrl: undefined,
    });
    expect(loadConfig({}).frontendOrigins).toEqual(['http://localhost:3000', 'http://127.0.0.1:3000']);
    // A site started on another port can send reset links that point at itself.
    expect(loadConfig({ PORT: '4123' }).frontendOrigins).toEqual(['http://localhost:4123', 'http://127.0.0.1:4123']);
  });

  it('refuses half a provider, a non-origin in FRONTEND_ORIGINS and production PostgreSQL without SECRET_KEY', () => {
    expect(() => loadConfig({ WHATSAPP_TOKEN: 't' })).toThrow(/WHATSAPP_PHONE_NUMBER_ID: is required/);
    expect(() => loadConfig({ FACEBOOK_APP_SECRET: 's' })).toThrow(/FACEBOOK_APP_ID: is required/);
    expect(() => loadConfig({ FRONTEND_ORIGINS: 'https://a.example/path' })).toThrow(/FRONTEND_ORIGINS/);
    const production = { NODE_ENV: 'production', DATABASE_URL: 'postgres://u@db:5432/aula' };
    expect(() => loadConfig(production)).toThrow(/SECRET_KEY: is required/);
    const random = 'Zq3v9LmXr2T8yWcB6nKd1HfPj5sGa7Ue';
    expect(loadConfig({ ...production, SECRET_KEY: random }).secretKey).toBe(random);
  });

  it("refuses in production a well-known or guessable SECRET_KEY (the tests' key, one letter repeated), and no longer knows REPORTS_KEY", () => {
    const production = { NODE_ENV: 'production' };
    for (const key of [...WELL_KNOWN_SECRET_KEYS, 'k'.repeat(32), 'abcabcabcabcabcabcabcabcabcabcabc']) {
      expect(() => loadConfig({ ...production, SECRET_KEY: key })).toThrow(
        /SECRET_KEY: is a well-known or guessable key/,
      );
    }
    // Outside production the tests' key is fine.
    expect(loadConfig({ SECRET_KEY: WELL_KNOWN_SECRET_KEYS[0] }).secretKey).toBe(WELL_KNOWN_SECRET_KEYS[0]);
    expect(loadConfig({ ...production, REPORTS_KEY: 'aula-dev-reports-key' })).not.toHaveProperty('reportsKey');
  });
});

describe('media storage settings', () => {
  it('keeps media on the disk without a bucket, in S3 with one (path-style for a named endpoint)', () => {
    expect(loadConfig({}).mediaS3).toBeUndefined();
    expect(
      loadConfig({
        MEDIA_S3_BUCKET: 'aula-media',
        MEDIA_S3_ENDPOINT: 'http://127.0.0.1:9000',
        MEDIA_S3_ACCESS_KEY_ID: 'key',
        MEDIA_S3_SECRET_ACCESS_KEY: 'secret',
      }).mediaS3,
    ).toEqual({
      bucket: 'aula-media',
      endpoint: 'http://127.0.0.1:9000',
      region: 'us-east-1',
      credentials: { accessKeyId: 'key', secretAccessKey: 'secret' },
      forcePathStyle: true,
    });
    expect(loadConfig({ MEDIA_S3_BUCKET: 'aula-media', MEDIA_S3_REGION: 'sa-east-1' }).mediaS3).toMatchObject({
      endpoint: undefined,
      region: 'sa-east-1',
      credentials: undefined,
      forcePathStyle: false,
    });
  });

  it('refuses a key without its secret, an endpoint without a bucket and an endpoint that is no URL', () => {
    expect(() => loadConfig({ MEDIA_S3_BUCKET: 'b-1', MEDIA_S3_ACCESS_KEY_ID: 'key' })).toThrow(
      /MEDIA_S3_SECRET_ACCESS_KEY: is required with MEDIA_S3_ACCESS_KEY_ID/,
    );
    expect(() => loadConfig({ MEDIA_S3_ENDPOINT: 'http://127.0.0.1:9000' })).toThrow(
      /MEDIA_S3_BUCKET: is required with MEDIA_S3_ENDPOINT/,
    );
    expect(() => loadConfig({ MEDIA_S3_BUCKET: 'b-1', MEDIA_S3_ENDPOINT: 'not a url' })).toThrow(/MEDIA_S3_ENDPOINT/);
  });
});
