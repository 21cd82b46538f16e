import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The key that signs password-reset tokens. SECRET_KEY when set (required in production with
 * DATABASE_URL, see config.ts); otherwise a random key created once in DATA_DIR/secret-key, so
 * links keep working across restarts of the embedded default.
 */
export function resolveSecretKey(config: { secretKey: string | undefined; dataDir: string }): string {
  if (config.secretKey) return config.secretKey;
  const file = join(config.dataDir, 'secret-key');
  try {
    return readFileSync(file, 'utf8').trim();
  } catch {
    mkdirSync(config.dataDir, { recursive: true });
    const key = randomBytes(32).toString('base64url');
    try {
      // 'wx': if another process created it in the meantime, keep theirs.
      writeFileSync(file, `${key}\n`, { flag: 'wx', mode: 0o600 });
      return key;
    } catch {
      return readFileSync(file, 'utf8').trim();
    }
  }
}
