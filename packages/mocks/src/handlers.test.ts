import { colonPath } from '@aula/contracts/endpoint';
import { endpointDeclarations } from '@aula/contracts/endpoints';
import { UPLOADS_PATH } from '@aula/contracts/media';
import { describe, expect, it } from 'vitest';
import { handlers } from './handlers';

const keyOf = (method: string, path: string) => `${method} ${path}`;

// The console's uploads speak the tus protocol (tus.io), not a declared JSON endpoint.
const TUS_UPLOADS = new Set(['POST *', 'HEAD *:id', 'PATCH *:id'].map((call) => call.replace('*', `*${UPLOADS_PATH}`)));

describe('the mock API', () => {
  const answered = handlers.map(({ info }) => keyOf(String(info.method), String(info.path)));
  const declared = endpointDeclarations.map(({ method, path }) => keyOf(method, `*${colonPath(path)}`));

  it('answers every declared endpoint a screen calls, each once', () => {
    const unanswered = declared.filter((key) => !answered.includes(key));
    expect(unanswered).toEqual([]);
    expect(new Set(answered).size).toBe(answered.length);
  });

  it('answers nothing the contracts do not declare', () => {
    expect(answered.filter((key) => !declared.includes(key) && !TUS_UPLOADS.has(key))).toEqual([]);
  });
});
