import { setupStore } from '@aula/api-client/store';
import type { ActionFunctionArgs } from 'react-router';

/**
 * Posts `fields` to a route's action as the server renderer does (the request's own store in its
 * context; the mock API reads the session cookie the test planted). Repeated fields: an array.
 */
export async function postToAction<T>(
  action: (args: ActionFunctionArgs) => Promise<T>,
  url: string,
  params: Record<string, string>,
  fields: Record<string, string | string[]> = {},
) {
  const body = new URLSearchParams();
  for (const [name, value] of Object.entries(fields)) {
    for (const one of [value].flat()) body.append(name, one);
  }
  const store = setupStore();
  const answer = await action({
    request: new Request(new URL(url, 'http://127.0.0.1:9'), { method: 'POST', body }),
    params,
    context: { dispatch: store.dispatch },
  } as unknown as ActionFunctionArgs);
  return { answer, store };
}
