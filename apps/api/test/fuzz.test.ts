import { DEMO_USERS } from '@aula/demo-content/demo-users';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { tokenFor, useTestApp } from './helpers/app';
import { bearer, staffToken } from './helpers/content';

// Walks every operation of the OpenAPI document with generated bad input and fails on any 5xx,
// or on any 4xx whose body is not the API's JSON error shape. Seeded: FUZZ_SEED=<n> replays a run;
// FUZZ_RUNS=<n> sets the requests per operation.
const seed = Number(process.env.FUZZ_SEED ?? 20_261_123);
const runsPerOperation = Number(process.env.FUZZ_RUNS ?? 36);

interface Operation {
  method: string;
  path: string;
  queryNames: string[];
  bodyFields: string[];
  /** The body fields that take text (a string, or a string or null). */
  textFields: string[];
  hasBody: boolean;
  /** Path parameters whose schema names a format (a certificate's `uuid`), by name. */
  pathFormats: Record<string, string>;
}

type PropertySchema = { type?: string | string[]; anyOf?: PropertySchema[]; oneOf?: PropertySchema[] };

const takesText = (schema: PropertySchema): boolean =>
  schema.type === 'string' ||
  (Array.isArray(schema.type) && schema.type.includes('string')) ||
  [...(schema.anyOf ?? []), ...(schema.oneOf ?? [])].some(takesText);

type Doc = {
  paths: Record<
    string,
    Record<
      string,
      {
        parameters?: { in: string; name: string; schema?: { format?: string } }[];
        requestBody?: { content?: Record<string, { schema?: { properties?: Record<string, PropertySchema> } }> };
      }
    >
  >;
};

const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;

function operationsOf(doc: Doc): Operation[] {
  return Object.entries(doc.paths)
    .filter(([path]) => !path.startsWith('/api/docs'))
    .flatMap(([path, item]) =>
      Object.entries(item).map(([method, operation]) => {
        const schema = operation.requestBody?.content?.['application/json']?.schema;
        return {
          method: method.toUpperCase(),
          path,
          queryNames: (operation.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name),
          bodyFields: Object.keys(schema?.properties ?? {}),
          textFields: Object.entries(schema?.properties ?? {})
            .filter(([, property]) => takesText(property))
            .map(([field]) => field),
          hasBody: operation.requestBody !== undefined,
          pathFormats: Object.fromEntries(
            (operation.parameters ?? []).flatMap((p) =>
              p.in === 'path' && p.schema?.format ? [[p.name, p.schema.format]] : [],
            ),
          ),
        };
      }),
    );
}

/** Values a careless or hostile client sends: wrong types, huge and odd strings, odd numbers. */
const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.string(),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.constantFrom('', ' ', '0', '-1', '1.5', '1e309', 'null', 'ñandú😀', '\u0000', '%00', '../../etc/passwd'),
  fc.constantFrom('<script>alert(1)</script>', "' or 1=1 --", '9'.repeat(40), 'x'.repeat(20_000)),
  fc.integer(),
  fc.constantFrom(-1, 0, 2_147_483_648, Number.MAX_SAFE_INTEGER, -Number.MAX_SAFE_INTEGER),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.integer(), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.string({ maxLength: 5 }), { maxKeys: 2 }),
);

const pathValue = fc.oneof(
  fc.constantFrom('1', '2', '-1', '0', '99999999999999999999', '2147483648', '1.5', 'abc', 'ñ', '%F0%9F%98%80'),
  fc.constantFrom('impulsa', 'mx', 'zz', 'a'.repeat(300)),
  fc.string({ minLength: 1, maxLength: 12 }).map(encodeURIComponent),
);

interface FuzzRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string;
  who: 'anonymous' | 'learner' | 'staff';
}

function requestArbitrary(operation: Operation): fc.Arbitrary<FuzzRequest> {
  const pathParams = operation.path.match(/\{[^}]+\}/g) ?? [];
  const body = fc.oneof(
    fc.record(Object.fromEntries(operation.bodyFields.map((field) => [field, hostileValue])), { requiredKeys: [] }),
    fc
      .tuple(
        fc.record(Object.fromEntries(operation.bodyFields.map((field) => [field, hostileValue])), { requiredKeys: [] }),
        fc.dictionary(fc.string({ minLength: 1, maxLength: 8 }), hostileValue, { minKeys: 1, maxKeys: 3 }),
      )
      .map(([known, unknown]) => ({ ...unknown, ...known })),
    hostileValue,
  );
  return fc
    .record({
      method: fc.oneof(
        { weight: 4, arbitrary: fc.constant(operation.method) },
        { weight: 1, arbitrary: fc.constantFrom(...METHODS) },
      ),
      params: fc.tuple(...pathParams.map(() => pathValue)),
      query: fc.array(fc.tuple(fc.constantFrom(...operation.queryNames, 'page', 'zz'), hostileValue), {
        maxLength: 3,
      }),
      body,
      encoding: fc.constantFrom('json', 'json', 'json', 'no-content-type', 'text', 'broken-json'),
      who: fc.constantFrom('anonymous', 'learner', 'learner', 'staff'),
    })
    .map(({ method, params, query, body: value, encoding, who }): FuzzRequest => {
      let index = 0;
      const path = operation.path.replace(/\{[^}]+\}/g, () => params[index++] ?? '1');
      const search = new URLSearchParams(
        query.map(([key, v]): [string, string] => [key, typeof v === 'string' ? v : JSON.stringify(v)]),
      );
      const url = search.size > 0 ? `${path}?${search}` : path;
      const sendsBody = method !== 'GET' && method !== 'HEAD';
      const headers: Record<string, string> = {};
      let payload: string | undefined;
      if (sendsBody) {
        payload = encoding === 'broken-json' ? '{"a":' : JSON.stringify(value);
        if (encoding === 'json' || encoding === 'broken-json') headers['content-type'] = 'application/json';
        if (encoding === 'text') headers['content-type'] = 'text/plain';
      }
      return { method, url, headers, payload, who: who as FuzzRequest['who'] };
    });
}

let tokens: Record<FuzzRequest['who'], Record<string, string>>;
let operations: Operation[];
const ctx = useTestApp();
beforeAll(async () => {
  tokens = {
    anonymous: {},
    learner: bearer(await tokenFor(ctx.app, DEMO_USERS[0])),
    staff: bearer(await staffToken(ctx.app)),
  };
  operations = operationsOf((await ctx.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as Doc);
}, 30_000);

const isErrorBody = (body: unknown) =>
  typeof body === 'object' &&
  body !== null &&
  typeof (body as { error?: unknown }).error === 'string' &&
  typeof (body as { message?: unknown }).message === 'string';

describe(`fuzzing every OpenAPI operation (FUZZ_SEED=${seed})`, () => {
  it('never answers 5xx, and every 4xx is the JSON error shape', { timeout: 240_000 }, async () => {
    expect(operations.length).toBeGreaterThan(60);
    const problems: string[] = [];
    let sent = 0;
    for (const [position, operation] of operations.entries()) {
      const requests = fc.sample(requestArbitrary(operation), { seed: seed + position, numRuns: runsPerOperation });
      for (const request of requests) {
        const response = await ctx.app.inject({
          method: request.method as (typeof METHODS)[number],
          url: request.url,
          headers: { ...request.headers, ...tokens[request.who] },
          ...(request.payload === undefined ? {} : { payload: request.payload }),
        });
        sent += 1;
        const replay = `${request.who} ${request.method} ${request.url.slice(0, 200)} ${request.headers['content-type'] ?? '(no content-type)'} ${request.payload?.slice(0, 200) ?? ''}`;
        if (response.statusCode >= 500) problems.push(`${response.statusCode} for ${replay}: ${response.body}`);
        else if (response.statusCode >= 400 && request.method !== 'HEAD') {
          let body: unknown;
          try {
            body = response.json();
          } catch {
            body = undefined;
          }
          if (!isErrorBody(body)) problems.push(`${response.statusCode} without the error shape for ${replay}`);
        }
      }
    }
    expect(sent).toBeGreaterThan(2000);
    expect(problems.slice(0, 10)).toEqual([]);
  });
});

// The text rule (issue 38 row 8): every text field of every declared body, sent a NUL and then a
// lone surrogate by a caller the route lets in, is refused with 400 naming that field, never 500.
describe('NUL and lone surrogates in every text field of every body', () => {
  const PATH_VALUES: Record<string, string> = { country: 'mx', c: 'mx', kind: 'new_module', code: 'impulsa' };
  const FORMAT_VALUES: Record<string, string> = { uuid: '0f8b6a52-5a3e-4a53-9a43-6a2f5d3c9b11' };
  // A session of its own: the fuzzing above may have signed the first one out.
  let staff: Record<string, string>;
  beforeAll(async () => {
    staff = bearer(await staffToken(ctx.app));
  });
  const ODD_TEXT = [
    ['a NUL', 'Ana\u0000'],
    ['a lone surrogate', 'Ana \uD800'],
  ] as const;

  it('answers 400 naming the field, never 500', { timeout: 120_000 }, async () => {
    const withText = operations.filter((operation) => operation.textFields.length > 0);
    expect(withText.length).toBeGreaterThan(30);
    const problems: string[] = [];
    for (const operation of withText) {
      // Path values the route takes, so the body is what is judged.
      const url = operation.path.replace(
        /\{([^}]+)\}/g,
        (_, name: string) => PATH_VALUES[name] ?? FORMAT_VALUES[operation.pathFormats[name] ?? ''] ?? '1',
      );
      for (const [what, text] of ODD_TEXT) {
        for (const field of operation.textFields) {
          const response = await ctx.app.inject({
            method: operation.method as (typeof METHODS)[number],
            url,
            headers: { ...staff, 'x-aula-ally': 'impulsa', 'content-type': 'application/json' },
            payload: JSON.stringify({ [field]: text }),
          });
          const fields = response.statusCode === 400 ? (response.json().fields ?? []) : [];
          if (!fields.some((problem: { field: string }) => problem.field === field)) {
            problems.push(
              `${operation.method} ${operation.path} ${field} (${what}): ${response.statusCode} ${response.body.slice(0, 200)}`,
            );
          }
        }
      }
    }
    expect(problems).toEqual([]);
  });
});
