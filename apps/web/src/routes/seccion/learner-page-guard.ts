import { TEAM_ROLES } from '@aula/contracts/constants';
import { allyPath, allySiteOf } from '@aula/contracts/site-paths';
import { type LoaderFunctionArgs, redirect } from 'react-router';

/**
 * The learner's screens' server loader: a screen is drawn only for the learner whose session came
 * with it (the API checked it, the load context names them): anyone else signs in first and comes
 * straight back; a team member goes to the console.
 */
export function learnerPageGuard({ params, request, context }: LoaderFunctionArgs) {
  const site = allySiteOf(params);
  if (!site) throw new Response('Not found', { status: 404 });
  const access = context.learner?.user.access;
  if (access && TEAM_ROLES.some((role) => role === access)) throw redirect(allyPath(site, 'console'));
  if (!context.learner) {
    const { pathname, search } = new URL(request.url);
    throw redirect(allyPath(site, 'login', {}, { redirect: `${pathname}${search}` }));
  }
  return null;
}
