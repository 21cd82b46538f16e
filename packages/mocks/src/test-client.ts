/** Calls the mock API the way the front end does, for the handler tests. */
export interface MockCall {
  method?: string;
  /** The demo user whose mock token is sent; none for an anonymous call. */
  as?: number;
  body?: unknown;
  /** The ally the call is made for (`x-aula-ally`), as the app sends it. */
  ally?: string;
}

export async function callMock(path: string, { method = 'GET', as, body, ally }: MockCall = {}) {
  const headers: Record<string, string> = {};
  if (as !== undefined) headers.authorization = `Bearer mock-token-${as}`;
  if (ally !== undefined) headers['x-aula-ally'] = ally;
  if (body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(`http://aula.test${path}`, {
    method,
    headers,
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  return { status: response.status, body: text === '' ? undefined : JSON.parse(text) };
}
