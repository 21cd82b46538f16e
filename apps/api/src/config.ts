import { join, resolve } from 'node:path';
import { z } from 'zod';
import { repoRoot } from './paths';

const booleanFlag = z.enum(['true', 'false', '1', '0'], { error: 'must be true or false' }).transform((value) => {
  return value === 'true' || value === '1';
});

const envSchema = z.object({
  PORT: z.coerce.number({ error: 'must be a number' }).int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\/\S+$/, 'must be a postgres:// or postgresql:// connection string')
    .optional(),
  DATA_DIR: z.string().default(join(repoRoot, '.data')),
  WEB_DIST: z.string().default(join(repoRoot, 'apps', 'web', 'dist')),
  SEED_DEMO: booleanFlag.optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TOKEN_TTL_HOURS: z.coerce.number({ error: 'must be a number' }).int().positive().max(87_600).default(720),
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
});

export type Env = Record<string, string | undefined>;

export interface Config {
  port: number;
  host: string;
  /** Unset means the embedded PGlite database in `dataDir`. */
  databaseUrl: string | undefined;
  dataDir: string;
  webDist: string;
  /** Whether to seed demo content on start: always for the embedded database, opt-in otherwise. */
  seedDemo: boolean;
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
  tokenTtlHours: number;
  nodeEnv: z.infer<typeof envSchema>['NODE_ENV'];
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Reads and checks the environment once; an error names every bad variable, not just the first. */
export function loadConfig(env: Env = process.env): Config {
  // An exported-but-empty variable (`PORT=`) means "use the default", as most tools treat it.
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ''));
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid environment:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  return {
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    dataDir: resolve(e.DATA_DIR),
    webDist: resolve(e.WEB_DIST),
    seedDemo: e.DATABASE_URL === undefined ? e.SEED_DEMO !== false : e.SEED_DEMO === true,
    logLevel: e.LOG_LEVEL,
    tokenTtlHours: e.TOKEN_TTL_HOURS,
    nodeEnv: e.NODE_ENV,
  };
}
