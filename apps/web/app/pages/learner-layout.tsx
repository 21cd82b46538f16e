import { TEAM_ROLES } from '@aula/contracts/constants';
import { allyPath, allySiteOf } from '@aula/contracts/site-paths';
import { type LoaderFunctionArgs, redirect } from 'react-router';

export { ScreenError as ErrorBoundary } from '../../src/route-error';

import { NextPagesPrefetch } from '@aula/ui-kit/prefetch';
import { RequireSession } from '../../src/routes/seccion/require-session';

/**
 * On the server, a learner's screen is drawn only for the learner whose session came with it (the
 * API checked it): anyone else signs in first and comes straight back; a team member goes to the console.
 */
export function loader({ params, request, context }: LoaderFunctionArgs) {
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

// In the browser the screen's guard decides (the tab's session): no round trip to the server.
export const clientLoader = () => null;

/** The learner's screens, and the code of the pages each leads to fetched ahead (their `handle.next`). */
export default function LearnerLayout() {
  return (
    <>
      <RequireSession />
      <NextPagesPrefetch />
    </>
  );
}
