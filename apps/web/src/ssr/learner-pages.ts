import { setupStore } from '@aula/api-client/store';
import type { RenderLearner } from '@aula/contracts/server-render';
import { type AllySite, allyRoutePattern, allySiteOf } from '@aula/contracts/site-paths';
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
