import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { resolveSecretKey } from './secret-key';

describe('resolveSecretKey', () => {
  it('uses SECRET_KEY when given', () => {
    expect(resolveSecretKey({ secretKey: 'k'.repeat(32), dataDir: '/nonexistent' })).toBe('k'.repeat(32));
  });

  it('otherwise creates a random key once in DATA_DIR (owner-only) and reuses it', () => {
    const dataDir = join(mkdtempSync(join(tmpdir(), 'aula-key-')), 'data');
    const key = resolveSecretKey({ secretKey: undefined, dataDir });
    expect(key).toMatch(/^[\w-]{43}$/);
    expect(resolveSecretKey({ secretKey: undefined, dataDir })).toBe(key);
    expect(readFileSync(join(dataDir, 'secret-key'), 'utf8').trim()).toBe(key);
    expect(statSync(join(dataDir, 'secret-key')).mode & 0o077).toBe(0);
  });
});
