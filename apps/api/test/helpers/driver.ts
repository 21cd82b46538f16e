/**
 * Which database the suite runs on: in-memory PGlite by default; a throwaway database on a real
 * PostgreSQL server when scripts/test-both.mjs sets AULA_TEST_DB=postgres.
 */
export const testDriver: 'pglite' | 'postgres' = process.env.AULA_TEST_DB === 'postgres' ? 'postgres' : 'pglite';
export const testServerUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
