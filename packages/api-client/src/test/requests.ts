import { server } from '@aula/mocks/node';

/** Every request that reaches msw from now on (the setup removes the listener after each test). */
export function recordRequests(): Request[] {
  const requests: Request[] = [];
  server.events.on('request:start', ({ request }) => {
    requests.push(request.clone());
  });
  return requests;
}

/** `METHOD /path?query` of each recorded request, for asserting what was (re)fetched. */
export function requestLines(requests: Request[]): string[] {
  return requests.map((request) => {
    const url = new URL(request.url);
    return `${request.method} ${url.pathname}${url.search}`;
  });
}
