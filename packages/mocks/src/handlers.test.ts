import { colonPath } from '@aula/contracts/endpoint';
import { endpointDeclarations } from '@aula/contracts/endpoints';
import { describe, expect, it } from 'vitest';
import { handlers } from './handlers';

const keyOf = (method: string, path: string) => `${method} ${path}`;

describe('the mock API', () => {
  const answered = handlers.map(({ info }) => keyOf(String(info.method), String(info.path)));
  const declared = endpointDeclarations.map(({ method, path }) => keyOf(method, `*${colonPath(path)}`));

  it('answers every declared endpoint a screen calls, each once', () => {
    const unanswered = declared.filter((key) => !answered.includes(key));
    expect(unanswered).toEqual([]);
    expect(new Set(answered).size).toBe(answered.length);
  });

  it('answers nothing the contracts do not declare', () => {
    expect(answered.filter((key) => !declared.includes(key))).toEqual([]);
  });
});
