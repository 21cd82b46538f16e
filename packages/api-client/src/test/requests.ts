import { server } from '@aula/mocks/node';

/** Every request that reaches msw from now on (the setup removes the listener after each test). */
export function recordRequests(): Request[] {
  const requests: Request[] = [];
  server.events.on('request:start', ({ request }) => {
    requests.push(request.clone());
  });
  return requests;
}
