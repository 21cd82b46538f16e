import { existsSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { z } from 'zod';
import type { PoolTimeouts } from './db/resilient-pool';
import { type TrustProxy, trustProxySetting } from './lib/trust-proxy';
import { defaultBrandsDir, repoRoot } from './paths';

const booleanFlag = z.enum(['true', 'false', '1', '0'], { error: 'must be true or false' }).transform((value) => {
  return value === 'true' || value === '1';
});

/** Keys anyone can read in this repository (the API tests' key): production refuses them. */
export const WELL_KNOWN_SECRET_KEYS = ['test-secret-key-test-secret-key-0123456789'];

/** A key of few distinct characters (`kkkk…`, `abab…`) is guessable whatever its length. */
const guessable = (key: string) => WELL_KNOWN_SECRET_KEYS.includes(key) || new Set(key).size < 12;

const envSchema = z.object({
  PORT: z.coerce.number({ error: 'must be a number' }).int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\/\S+$/, 'must be a postgres:// or postgresql:// connection string')
    .optional(),
  // A database that stops answering gives 503 within these, not a hang (db/resilient-pool.ts).
  DATABASE_CONNECT_TIMEOUT_MS: z.coerce.number({ error: 'must be a number' }).int().min(100).max(60_000).default(2000),
  DATABASE_STATEMENT_TIMEOUT_MS: z.coerce
    .number({ error: 'must be a number' })
    .int()
    .min(100)
    .max(600_000)
    .default(5000),
  DATABASE_CHECKOUT_TIMEOUT_MS: z.coerce.number({ error: 'must be a number' }).int().min(100).max(60_000).default(2000),
  DATA_DIR: z.string().default(join(repoRoot, '.data')),
  WEB_DIST: z.string().default(join(repoRoot, 'apps', 'web', 'dist')),
  SEED_DEMO: booleanFlag.optional(),
  // Where the demo seed reads the allies from: one <allyCode>/brand.json per ally.
  BRANDS_DIR: z.string().default(defaultBrandsDir),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  // Two log lines per request cost about half the throughput of a cached GET; on demand only.
  LOG_REQUESTS: booleanFlag.optional(),
  // The public cache (decision 0001) and its fast path, switchable so that bench/public-cache.mjs
  // can measure each against none (issue 43); the fast path is also off with LOG_REQUESTS.
  PUBLIC_CACHE: z.enum(['on', 'off'], { error: 'must be on or off' }).default('on'),
  PUBLIC_CACHE_FAST_PATH: booleanFlag.optional(),
  // An Idempotency-Key claimed by a write that never answered (its process died, its database went
  // away) is free for a retry this long after its last renewal (plugins/idempotency.ts).
  IDEMPOTENCY_LEASE_SECONDS: z.coerce.number({ error: 'must be a number' }).int().min(1).max(60).default(2),
  // How long this process trusts a looked-up session; revocations reach it at once regardless.
  SESSION_CACHE_SECONDS: z.coerce.number({ error: 'must be a number' }).int().min(0).max(300).default(30),
  // Lesson views are counted in memory and written together this often (and on shutdown).
  VIEW_FLUSH_SECONDS: z.coerce.number({ error: 'must be a number' }).positive().max(3600).default(2),
  /** How often the console insight's rollups are rebuilt (0: never; docs/INSIGHT.md). */
  INSIGHT_REFRESH_MINUTES: z.coerce.number({ error: 'must be a number' }).min(0).max(1440).default(10),
  // Insight exports streaming at once per process, and how many more may wait their turn (lib/export-gate.ts).
  EXPORTS_AT_ONCE: z.coerce.number({ error: 'must be a number' }).int().min(1).max(64).default(2),
  EXPORTS_WAITING: z.coerce.number({ error: 'must be a number' }).int().min(0).max(1000).default(20),
  // Finished media an ally may keep, in megabytes (services/upload-quotas.ts).
  MEDIA_QUOTA_MB: z.coerce.number({ error: 'must be a number' }).int().min(1).max(10_000_000).default(5000),
  TOKEN_TTL_HOURS: z.coerce.number({ error: 'must be a number' }).int().positive().max(87_600).default(720),
  // A session not used for this long ends, whatever its absolute lifetime (ASVS V7.3).
  TOKEN_IDLE_HOURS: z.coerce.number({ error: 'must be a number' }).int().positive().max(87_600).default(168),
  // How long a return link in a reminder signs its learner in (services/return-links.ts).
  RETURN_LINK_TTL_HOURS: z.coerce.number({ error: 'must be a number' }).int().positive().max(720).default(72),
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  // Signs reset links, report links, codes; see README's configuration table.
  SECRET_KEY: z.string().min(32, 'must have at least 32 characters').optional(),
  // Unset: the server's own origins on PORT, so a site started on any port sends working links.
  FRONTEND_ORIGINS: z.string().optional(),
  // `none` when the API lives on another site than the front end (needs https: Secure is forced).
  SESSION_COOKIE_SAMESITE: z.enum(['lax', 'strict', 'none']).default('lax'),
  PASSWORD_RESET_TIMEOUT: z.coerce.number({ error: 'must be a number' }).int().positive().default(259_200),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\/\S+$/, 'must be an smtp:// or smtps:// URL')
    .optional(),
  // Only the address: each mail shows it under the name of the ally it speaks for (smtp-mailer.ts).
  MAIL_FROM: z.string().min(3).default('no-reply@localhost'),
  WHATSAPP_TOKEN: z.string().min(1).optional(),
  WHATSAPP_PHONE_NUMBER_ID: z.string().regex(/^\d+$/, 'must be digits').optional(),
  // The reminders' templates are submitted to and read from this WhatsApp Business Account (issue 40).
  WHATSAPP_BUSINESS_ACCOUNT_ID: z.string().regex(/^\d+$/, 'must be digits').optional(),
  WHATSAPP_GRAPH_VERSION: z
    .string()
    .regex(/^v\d+\.\d+$/, 'must be a Graph API version like v20.0')
    .default('v20.0'),
  // The webhook (routes/reminders/webhook.ts): the app secret signs Meta's calls, the verify token answers its handshake.
  WHATSAPP_APP_SECRET: z.string().min(1).optional(),
  WHATSAPP_VERIFY_TOKEN: z.string().min(1).optional(),
  // How often each API process looks for due reminders; 0 turns the scheduler off (tests run it by hand).
  REMINDERS_EVERY_MINUTES: z.coerce.number().int().min(0).max(1440).default(5),
  FACEBOOK_APP_ID: z.string().regex(/^\d+$/, 'must be digits').optional(),
  FACEBOOK_APP_SECRET: z.string().min(1).optional(),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\/\S+$/, 'must be a redis:// or rediss:// URL')
    .optional(),
  // Namespace of this deployment's Redis keys and channels; unset: from the database's name.
  REDIS_PREFIX: z
    .string()
    .regex(/^[\w:.-]{1,64}$/, 'must be 1-64 letters, digits, _ : . or -')
    .optional(),
  // How many proxies stand in front, or their addresses: the client address is the one they saw (lib/trust-proxy.ts).
  TRUST_PROXY: trustProxySetting.optional(),
  // Outbound messages (codes, PINs, reset links): a bought list of numbers must not be pumped.
  // A phone gets one WhatsApp code per this many seconds (the e2e suite shortens it; API tests keep 60).
  CODE_RESEND_SECONDS: z.coerce.number({ error: 'must be a number' }).int().min(1).max(3600).default(60),
  MESSAGES_PER_ADDRESS_HOUR: z.coerce.number({ error: 'must be a number' }).int().positive().default(10),
  MESSAGES_PER_ALLY_HOUR: z.coerce.number({ error: 'must be a number' }).int().positive().default(300),
  MESSAGES_PER_ALLY_DAY: z.coerce.number({ error: 'must be a number' }).int().positive().default(2000),
  // Unset: on outside production, off in it (the docs map every call; the studio is a preview tool).
  ENABLE_API_DOCS: booleanFlag.optional(),
  ENABLE_STUDIO: booleanFlag.optional(),
  // Uploaded media go to an S3-compatible store when a bucket is named (several processes share it);
  // unset: DATA_DIR/media on this machine's disk (adapters/disk-media-storage.ts).
  MEDIA_S3_BUCKET: z.string().min(3).max(63).optional(),
  MEDIA_S3_ENDPOINT: z.url({ error: 'must be a URL like https://s3.example.com' }).optional(),
  MEDIA_S3_REGION: z.string().min(1).default('us-east-1'),
  MEDIA_S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  MEDIA_S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  // Path-style URLs (endpoint/bucket/key): what MinIO, Ceph and most self-hosted stores need.
  MEDIA_S3_FORCE_PATH_STYLE: booleanFlag.optional(),
  // Node's own; read so that an operator's V8 flags there win over lib/heap-growth.ts's.
  NODE_OPTIONS: z.string().default(''),
});

export type Env = Record<string, string | undefined>;

export interface MediaS3Config {
  bucket: string;
  /** Unset: AWS itself, by region. */
  endpoint: string | undefined;
  region: string;
  /** Unset: the SDK's own chain (environment, instance role). */
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
  forcePathStyle: boolean;
}

export interface Config {
  port: number;
  host: string;
  /** Unset means the embedded PGlite database in `dataDir`. */
  databaseUrl: string | undefined;
  /** Connect, statement and pool-checkout timeouts of the PostgreSQL pool, in milliseconds. */
  databaseTimeouts: PoolTimeouts;
  dataDir: string;
  webDist: string;
  /** Whether to seed demo content on start: always for the embedded database, opt-in otherwise. */
  seedDemo: boolean;
  /** The brand folders the demo seed makes allies of (brands/<allyCode>/brand.json). */
  brandsDir: string;
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
  /** Log every request and response (off by default: errors are logged either way). */
  logRequests: boolean;
  /** Public GETs answered from a cache by URL (plugins/public-cache.ts); false: computed every time. */
  publicCache: boolean;
  /**
   * Repeated public GETs answered from that cache before Fastify (lib/public-cache-fast-path.ts).
   * False without the cache and with `logRequests` (what the fast path answers is never logged).
   */
  publicCacheFastPath: boolean;
  /** Seconds a session found by its token is served from memory; 0 looks every request up. */
  sessionCacheSeconds: number;
  /** Seconds between two writes of the buffered lesson views. */
  viewFlushSeconds: number;
  insightRefreshMinutes: number;
  /** Insight exports streaming at once in this process; `exportsWaiting` more wait in order, the rest get 429. */
  exportsAtOnce: number;
  exportsWaiting: number;
  /** Bytes of finished media an ally may keep (uploads beyond are refused with 413). */
  mediaQuotaBytes: number;
  tokenTtlHours: number;
  /** Hours a token may go unused before it stops working. */
  tokenIdleHours: number;
  /** Hours a return link (a reminder's sign-in link) opens a session; then it only remembers its lesson. */
  returnLinkTtlHours: number;
  nodeEnv: z.infer<typeof envSchema>['NODE_ENV'];
  /** Signs password-reset and report links; unset means a random key kept in `dataDir` (see secret-key.ts). */
  secretKey: string | undefined;
  /** Front-end origins a reset link may point at (`url_base`), without trailing slash. */
  frontendOrigins: string[];
  /** SameSite of the HttpOnly session cookie and the anti-forgery cookie (lib/session-cookie.ts). */
  sessionCookieSameSite: 'lax' | 'strict' | 'none';
  passwordResetTimeoutSeconds: number;
  smtpUrl: string | undefined;
  mailFrom: string;
  /** The Cloud API: its token, phone number, the business account of its templates (unset: none submitted) and Graph version. */
  whatsapp:
    | { token: string; phoneNumberId: string; businessAccountId: string | undefined; graphVersion: string }
    | undefined;
  /** The WhatsApp webhook's secrets (unset: unsigned calls are taken, the handshake refused). */
  whatsappWebhook: { appSecret: string | undefined; verifyToken: string | undefined };
  /** Minutes between two runs of the reminders scheduler in this process; 0 = never (services/reminders). */
  remindersEveryMinutes: number;
  facebook: { appId: string; appSecret: string } | undefined;
  /** Seconds an unanswered Idempotency-Key claim stays its request's after the last renewal. */
  idempotencyLeaseSeconds: number;
  /** Unset means rate limits, the public cache and session revocations stay in this process. */
  redisUrl: string | undefined;
  /** Starts every Redis key and channel of this deployment, so two deployments on one Redis never meet. */
  redisPrefix: string;
  /**
   * Behind proxies: how many hops of X-Forwarded-For to trust, or the proxies' addresses; the client
   * address every per-address limit counts is the one the nearest untrusted hop saw. `false`: the socket's.
   */
  trustProxy: TrustProxy;
  /** Seconds between two WhatsApp codes to one phone (the screens count them down from the answer). */
  codeResendSeconds: number;
  /** Caps on outbound messages (services/message-gate.ts): per client address an hour, per ally an hour and a day. */
  messageCaps: { perAddressHour: number; perAllyHour: number; perAllyDay: number };
  /** Serve /api/docs (the OpenAPI UI and document). */
  enableApiDocs: boolean;
  /** Serve the theme studio page (/estudio) of a preview web build. */
  enableStudio: boolean;
  /** Where uploaded media are kept: unset, `dataDir`/media; else the S3-compatible bucket every process shares. */
  mediaS3: MediaS3Config | undefined;
  /** Node's NODE_OPTIONS, as started: a --heap-growing-percent there is the operator's choice. */
  nodeOptions: string;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Reads and checks the environment once; an error names every bad variable, not just the first. */
/** For an entry point (the server, the migration step): a bad setting is told in one line and ends the process. */
export function loadConfigOrExit(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}

export function loadConfig(env: Env = process.env): Config {
  // An exported-but-empty variable (`PORT=`) means "use the default", as most tools treat it.
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ''));
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid environment:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const seedDemo = e.DATABASE_URL === undefined ? e.SEED_DEMO !== false : e.SEED_DEMO === true;
  const brandsDir = resolve(e.BRANDS_DIR);
  const problems = [
    seedDemo && !isFolder(brandsDir)
      ? `  BRANDS_DIR: ${brandsDir} is not a folder (the demo seed reads <allyCode>/brand.json there)`
      : undefined,
    pairProblem('WHATSAPP_TOKEN', e.WHATSAPP_TOKEN, 'WHATSAPP_PHONE_NUMBER_ID', e.WHATSAPP_PHONE_NUMBER_ID),
    pairProblem('FACEBOOK_APP_ID', e.FACEBOOK_APP_ID, 'FACEBOOK_APP_SECRET', e.FACEBOOK_APP_SECRET),
    pairProblem(
      'MEDIA_S3_ACCESS_KEY_ID',
      e.MEDIA_S3_ACCESS_KEY_ID,
      'MEDIA_S3_SECRET_ACCESS_KEY',
      e.MEDIA_S3_SECRET_ACCESS_KEY,
    ),
    e.PUBLIC_CACHE === 'off' && e.PUBLIC_CACHE_FAST_PATH === true
      ? '  PUBLIC_CACHE_FAST_PATH: answers from the public cache, which PUBLIC_CACHE=off turns off'
      : undefined,
    !e.MEDIA_S3_BUCKET && e.MEDIA_S3_ENDPOINT ? '  MEDIA_S3_BUCKET: is required with MEDIA_S3_ENDPOINT' : undefined,
    // Unset NODE_ENV is development (the outbox, the docs, the studio): never by omission on a real server.
    present.NODE_ENV === undefined && e.DATABASE_URL && !onThisMachine(e.DATABASE_URL)
      ? `  NODE_ENV: is unset (development) with DATABASE_URL on ${new URL(e.DATABASE_URL).hostname}: set NODE_ENV=production to deploy, or NODE_ENV=development to develop against that server`
      : undefined,
    e.NODE_ENV === 'production' && e.DATABASE_URL && !e.SECRET_KEY
      ? '  SECRET_KEY: is required in production with DATABASE_URL (every process must sign alike)'
      : undefined,
    e.NODE_ENV === 'production' && e.SECRET_KEY && guessable(e.SECRET_KEY)
      ? '  SECRET_KEY: is a well-known or guessable key; production needs a random one (openssl rand -base64 48)'
      : undefined,
    ...origins(e.FRONTEND_ORIGINS ?? '').flatMap((origin) =>
      URL.canParse(origin) && new URL(origin).origin === origin
        ? []
        : [`  FRONTEND_ORIGINS: ${origin} is not an origin like https://example.com`],
    ),
  ].filter((line) => line !== undefined);
  if (problems.length > 0) throw new ConfigError(`Invalid environment:\n${problems.join('\n')}`);
  return {
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    databaseTimeouts: {
      connectMs: e.DATABASE_CONNECT_TIMEOUT_MS,
      statementMs: e.DATABASE_STATEMENT_TIMEOUT_MS,
      checkoutMs: e.DATABASE_CHECKOUT_TIMEOUT_MS,
    },
    dataDir: resolve(e.DATA_DIR),
    webDist: resolve(e.WEB_DIST),
    seedDemo,
    brandsDir,
    logLevel: e.LOG_LEVEL,
    logRequests: e.LOG_REQUESTS === true,
    publicCache: e.PUBLIC_CACHE === 'on',
    publicCacheFastPath: e.PUBLIC_CACHE === 'on' && e.PUBLIC_CACHE_FAST_PATH !== false && e.LOG_REQUESTS !== true,
    sessionCacheSeconds: e.SESSION_CACHE_SECONDS,
    viewFlushSeconds: e.VIEW_FLUSH_SECONDS,
    insightRefreshMinutes: e.INSIGHT_REFRESH_MINUTES,
    exportsAtOnce: e.EXPORTS_AT_ONCE,
    exportsWaiting: e.EXPORTS_WAITING,
    mediaQuotaBytes: e.MEDIA_QUOTA_MB * 1_000_000,
    tokenTtlHours: e.TOKEN_TTL_HOURS,
    tokenIdleHours: e.TOKEN_IDLE_HOURS,
    returnLinkTtlHours: e.RETURN_LINK_TTL_HOURS,
    nodeEnv: e.NODE_ENV,
    secretKey: e.SECRET_KEY,
    frontendOrigins: origins(e.FRONTEND_ORIGINS ?? `http://localhost:${e.PORT},http://127.0.0.1:${e.PORT}`),
    sessionCookieSameSite: e.SESSION_COOKIE_SAMESITE,
    passwordResetTimeoutSeconds: e.PASSWORD_RESET_TIMEOUT,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    whatsapp:
      e.WHATSAPP_TOKEN && e.WHATSAPP_PHONE_NUMBER_ID
        ? {
            token: e.WHATSAPP_TOKEN,
            phoneNumberId: e.WHATSAPP_PHONE_NUMBER_ID,
            businessAccountId: e.WHATSAPP_BUSINESS_ACCOUNT_ID,
            graphVersion: e.WHATSAPP_GRAPH_VERSION,
          }
        : undefined,
    whatsappWebhook: { appSecret: e.WHATSAPP_APP_SECRET, verifyToken: e.WHATSAPP_VERIFY_TOKEN },
    remindersEveryMinutes: e.REMINDERS_EVERY_MINUTES,
    facebook:
      e.FACEBOOK_APP_ID && e.FACEBOOK_APP_SECRET
        ? { appId: e.FACEBOOK_APP_ID, appSecret: e.FACEBOOK_APP_SECRET }
        : undefined,
    idempotencyLeaseSeconds: e.IDEMPOTENCY_LEASE_SECONDS,
    redisUrl: e.REDIS_URL,
    redisPrefix: e.REDIS_PREFIX ?? defaultRedisPrefix(e.DATABASE_URL),
    trustProxy: e.TRUST_PROXY ?? false,
    codeResendSeconds: e.CODE_RESEND_SECONDS,
    messageCaps: {
      perAddressHour: e.MESSAGES_PER_ADDRESS_HOUR,
      perAllyHour: e.MESSAGES_PER_ALLY_HOUR,
      perAllyDay: e.MESSAGES_PER_ALLY_DAY,
    },
    enableApiDocs: e.ENABLE_API_DOCS ?? e.NODE_ENV !== 'production',
    enableStudio: e.ENABLE_STUDIO ?? e.NODE_ENV !== 'production',
    mediaS3: e.MEDIA_S3_BUCKET
      ? {
          bucket: e.MEDIA_S3_BUCKET,
          endpoint: e.MEDIA_S3_ENDPOINT,
          region: e.MEDIA_S3_REGION,
          credentials:
            e.MEDIA_S3_ACCESS_KEY_ID && e.MEDIA_S3_SECRET_ACCESS_KEY
              ? { accessKeyId: e.MEDIA_S3_ACCESS_KEY_ID, secretAccessKey: e.MEDIA_S3_SECRET_ACCESS_KEY }
              : undefined,
          forcePathStyle: e.MEDIA_S3_FORCE_PATH_STYLE ?? e.MEDIA_S3_ENDPOINT !== undefined,
        }
      : undefined,
    nodeOptions: e.NODE_OPTIONS,
  };
}

/** `aula:<database name>:`, or `aula:embedded:` for the embedded database. */
function defaultRedisPrefix(databaseUrl: string | undefined): string {
  if (!databaseUrl) return 'aula:embedded:';
  const name = decodeURIComponent(new URL(databaseUrl).pathname.slice(1));
  return `aula:${name || 'postgres'}:`;
}

/** A database on this machine: localhost, a loopback address or a Unix socket (no host in the URL). */
function onThisMachine(databaseUrl: string): boolean {
  const host = new URL(databaseUrl).hostname.replace(/^\[|\]$/g, '');
  return host === '' || host === 'localhost' || host === '::1' || /^127\.\d+\.\d+\.\d+$/.test(host);
}

const isFolder = (path: string) => existsSync(path) && statSync(path).isDirectory();

const origins = (list: string) =>
  list
    .split(',')
    .map((origin) => origin.trim().replace(/\/+$/, ''))
    .filter(Boolean);

/** Credentials that only work together must be given together. */
function pairProblem(a: string, aValue: unknown, b: string, bValue: unknown): string | undefined {
  if ((aValue === undefined) === (bValue === undefined)) return undefined;
  return `  ${aValue === undefined ? a : b}: is required with ${aValue === undefined ? b : a}`;
}
