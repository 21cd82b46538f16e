import { type AppStore, setupStore } from '@aula/api-client/store';
import type { RenderLearner } from '@aula/contracts/server-render';
import { type AllySite, allyPath, allyRoutePattern, allySiteOf } from '@aula/contracts/site-paths';
import { matchPath } from 'react-router';

/** The site of a learner's screen: everything under an ally's `seccion`, behind the session guard. */
function learnerPageSite(pathname: string): AllySite | undefined {
  const match = matchPath({ path: allyRoutePattern('seccion'), end: false }, pathname);
  return match ? allySiteOf(match.params) : undefined;
}

/**
 * The learner a page is drawn for: given, on one of their own ally's screens. Anything else (a
 * public page, another ally's site) is drawn as for anyone, with nothing of them.
 */
export function learnerPage(pathname: string, learner: RenderLearner | undefined) {
  const site = learnerPageSite(pathname);
  return learner && site && site.allyCode === learner.user.ally_code ? { site, learner } : undefined;
}

/**
 * The store of one learner's page: signed in on the URL's ally as the API found them, reading the
 * API as them (`fetch`: writing too, when the page was posted to). Its own store and fetch, so two
 * learners' pages rendered at once share nothing.
 */
export function learnerStore(
  { site, learner }: NonNullable<ReturnType<typeof learnerPage>>,
  fetch: RenderLearner['fetch'] = learner.fetch,
) {
  return setupStore({ session: { site, signedIn: true, user: learner.user } }, { fetchFn: fetch });
}

/**
 * Where a learner's page goes when their session ended while it was drawn (an answer said 401): to
 * sign in, and back to this page after. Undefined when every answer came as them.
 */
export function signInAgainPath(store: AppStore, site: AllySite, location: URL): string | undefined {
  const refused = Object.values(store.getState().api.queries).some(
    (query) => query?.status === 'rejected' && (query.error as { status?: unknown } | undefined)?.status === 401,
  );
  return refused ? allyPath(site, 'login', {}, { redirect: `${location.pathname}${location.search}` }) : undefined;
}
