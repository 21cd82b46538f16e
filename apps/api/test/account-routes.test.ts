import { documentedCalls } from '@aula/contracts/endpoints';
import { describe, expect, it } from 'vitest';
import { useTestApp } from './helpers/app';

const ctx = useTestApp();

const accountCalls = documentedCalls.filter((call) => call.domain === 'account');

describe('every documented account call has a route', () => {
  it.each(accountCalls.map((call) => [call.method, call.path, call.access] as const))(
    '%s %s',
    async (method, path, access) => {
      const url = path.replace('{c}', 'mx');
      const response = await ctx.app.inject({ method, url });
      // No body or token: refused by validation (400) or the guard (401), never "no route".
      expect(response.statusCode).toBe(access === 'learner' ? 401 : 400);
      expect(response.json().error).not.toBe('not_found');
    },
  );
});
