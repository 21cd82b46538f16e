/** Calls the mock API the way the front end does, for the handler tests. */
export interface MockCall {
  method?: string;
  /** The demo user whose mock token is sent; none for an anonymous call. */
  as?: number;
  body?: unknown;
}

export async function callMock(path: string, { method = 'GET', as, body }: MockCall = {}) {
  const headers: Record<string, string> = {};
  if (as !== undefined) headers.authorization = `Bearer mock-token-${as}`;
  if (body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(`http://aula.test${path}`, {
    method,
    headers,
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  return { status: response.status, body: text === '' ? undefined : JSON.parse(text) };
}
