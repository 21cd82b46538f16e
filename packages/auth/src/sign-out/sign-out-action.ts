import { accountApi } from '@aula/api-client/account';
import { actionDispatch } from '@aula/api-client/page-action';
import { allyPath, allySiteOf } from '@aula/contracts/site-paths';
import { type ActionFunctionArgs, redirect } from 'react-router';

/**
 * "Sí, cerrar sesión" posted before the app runs (or without it): the session ends on the server,
 * which clears its cookie, and the learner lands on the ally's home page, as the app's sign-out does.
 */
export async function signOutAction({ params, context }: ActionFunctionArgs) {
  const site = allySiteOf(params);
  if (!site) throw new Response('Not found', { status: 404 });
  await actionDispatch(context)(accountApi.endpoints.logout.initiate());
  return redirect(allyPath(site, 'landing'));
}
