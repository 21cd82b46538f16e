import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

// Issue 38, row 10: NODE_ENV defaulted to development everywhere, so a deployment that forgot it
// served the development outbox and the API docs.
describe('NODE_ENV by default', () => {
  it('refuses to start without NODE_ENV when DATABASE_URL names another machine, saying what to set', () => {
    expect(() => loadConfig({ DATABASE_URL: 'postgres://aula@db.internal:5432/aula' })).toThrow(
      /NODE_ENV: is unset \(development\) with DATABASE_URL on db\.internal: set NODE_ENV=production to deploy, or NODE_ENV=development/,
    );
    expect(() => loadConfig({ DATABASE_URL: 'postgres://aula@10.0.0.5/aula', NODE_ENV: '' })).toThrow(
      /NODE_ENV: is unset/,
    );
  });

  it('stays development for the embedded database and a database on this machine, and takes an explicit choice', () => {
    expect(loadConfig({}).nodeEnv).toBe('development');
    for (const url of [
      'postgres://postgres@127.0.0.1:5432/test',
      'postgres://u@localhost/aula',
      'postgres://u@[::1]:5432/aula',
      'postgresql:///aula?host=/var/run/postgresql',
    ]) {
      expect(loadConfig({ DATABASE_URL: url }).nodeEnv).toBe('development');
    }
    const remote = 'postgres://aula@db.internal:5432/aula';
    expect(loadConfig({ DATABASE_URL: remote, NODE_ENV: 'development' }).nodeEnv).toBe('development');
  });
});
