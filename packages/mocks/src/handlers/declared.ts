// An msw handler built from an endpoint declaration (@aula/contracts/endpoint): the method and
// path are the declaration's, the path values, query and body are parsed by its schemas (a
// refusal is the API's 400), a learner, staff or console call is refused without a session (and a
// console call for another ally) as the API refuses it, and the answer is held to the declared response: a fixture that drifts from the
// contract fails the test or story that reads it instead of passing with the wrong shape.
import type { SessionUser } from '@aula/contracts/auth';
import { colonPath, type EndpointDeclaration, type PathParamNames } from '@aula/contracts/endpoint';
import { HttpResponse, type HttpResponseResolver, http } from 'msw';
import { asConsole, asStaff, asUser, type ConsoleAlly, userOf } from './bearer';
import { badRequest, jsonBody, searchParamsOf } from './responses';

/** What a schema gives once it has parsed (its output), read without naming zod. */
type Parsed<Schema> = Schema extends { parse(input: unknown): infer Output } ? Output : undefined;

type ParamsOf<E extends EndpointDeclaration> = E['params'] extends { parse(input: unknown): unknown }
  ? Parsed<E['params']>
  : { [Name in PathParamNames<E['path']>]: string };

/** A public call may still know its caller (a signed-in visitor); a learner's call always does. */
type CallerOf<E extends EndpointDeclaration> = E['access'] extends 'public' ? SessionUser | undefined : SessionUser;

/** The ally a console call acts for (access `editor`/`admin`), as the API's `request.consoleAlly`. */
type ConsoleAllyOf<E extends EndpointDeclaration> = E['access'] extends 'editor' | 'admin' ? ConsoleAlly : undefined;

export interface DeclaredCall<E extends EndpointDeclaration> {
  request: Request;
  params: ParamsOf<E>;
  query: Parsed<E['query']>;
  body: Parsed<E['body']>;
  user: CallerOf<E>;
  consoleAlly: ConsoleAllyOf<E>;
}

/** The declared answer, or a Response of its own (an error, a file, a cookie to set). */
export type DeclaredAnswer<E extends EndpointDeclaration> = Parsed<E['response']> | Response;

export type DeclaredResolver<E extends EndpointDeclaration> = (
  call: DeclaredCall<E>,
) => DeclaredAnswer<E> | Promise<DeclaredAnswer<E>>;

interface Schema {
  safeParse(
    input: unknown,
  ): { success: true; data: unknown } | { success: false; error: { issues: Parameters<typeof badRequest>[0] } };
}

function answerOf(declaration: EndpointDeclaration, answer: unknown): Response {
  if (answer instanceof Response) return answer;
  const checked = (declaration.response as Schema).safeParse(answer);
  if (!checked.success) {
    const problems = JSON.stringify(checked.error.issues);
    throw new Error(`The mock of ${declaration.method} ${declaration.path} answers off its contract: ${problems}`);
  }
  // The API sends what its response schema gives (unknown keys dropped), and so do the mocks.
  const status = declaration.status ?? 200;
  return status === 204 ? new HttpResponse(null, { status }) : HttpResponse.json(checked.data as never, { status });
}

type Parsing = { ok: true; data: unknown } | { ok: false; refusal: Response };

/** Parsed by the declared schema when there is one; a refusal is the API's 400. */
function parsedBy(schema: unknown, read: () => unknown | Promise<unknown>, otherwise: unknown): Promise<Parsing> {
  const declared = schema as Schema | undefined;
  if (!declared) return Promise.resolve({ ok: true, data: otherwise });
  return Promise.resolve(read()).then((input) => {
    const result = declared.safeParse(input);
    return result.success ? { ok: true, data: result.data } : { ok: false, refusal: badRequest(result.error.issues) };
  });
}

/** The path values, query and body as the declaration describes them, or the first refusal. */
async function callOf(declaration: EndpointDeclaration, request: Request, rawParams: unknown) {
  const parts = [
    await parsedBy(declaration.params, () => rawParams, rawParams),
    await parsedBy(declaration.query, () => searchParamsOf(request), undefined),
    await parsedBy(declaration.body, () => jsonBody(request), undefined),
  ];
  const refused = parts.find((part) => !part.ok);
  if (refused && !refused.ok) return refused.refusal;
  const [params, query, body] = parts.map((part) => (part.ok ? part.data : undefined));
  return { params, query, body };
}

/** The msw handler of a declared endpoint, at any origin (the API may live on another one). */
export function handle<E extends EndpointDeclaration>(declaration: E, resolve: DeclaredResolver<E>) {
  const answer = async (
    request: Request,
    rawParams: unknown,
    user: SessionUser | undefined,
    consoleAlly?: ConsoleAlly,
  ) => {
    const call = await callOf(declaration, request, rawParams);
    if (call instanceof Response) return call;
    return answerOf(declaration, await resolve({ request, ...call, user, consoleAlly } as DeclaredCall<E>));
  };
  const signedIn = ({ request, params, user }: { request: Request; params: unknown; user: SessionUser }) =>
    answer(request, params, user);
  const { access } = declaration;
  const resolver: HttpResponseResolver =
    access === 'learner'
      ? asUser(signedIn)
      : access === 'staff'
        ? asStaff(signedIn)
        : access === 'editor' || access === 'admin'
          ? asConsole(access, ({ request, params, user, consoleAlly }) => answer(request, params, user, consoleAlly))
          : ({ request, params }) => answer(request, params, userOf(request));
  const method = declaration.method.toLowerCase() as Lowercase<E['method']>;
  return http[method](`*${colonPath(declaration.path)}`, resolver);
}
