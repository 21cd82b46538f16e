// The index of every endpoint the API serves under /api, /admin and /reports, and of the crawlers'
// files (sitemaps, robots.txt), one declaration each (src/endpoints/<domain>.ts). The API registers
// its routes from them; the API's route test, the client's table-driven test and the OpenAPI
// document walk the lists below, so a documented path cannot go missing silently. Front-end chunks
// import their own domain's file, not this index.
import type { Access, Domain, EndpointDeclaration, HttpMethod, OfflineEndpoint } from './endpoint';
import { accountEndpoints } from './endpoints/account';
import { achievementEndpoints } from './endpoints/achievements';
import { blogEndpoints } from './endpoints/blog';
import { brandEndpoints } from './endpoints/brands';
import { catalogEndpoints } from './endpoints/catalogs';
import { certificateEndpoints } from './endpoints/certificates';
import { consoleAllyEndpoints } from './endpoints/console-allies';
import { consoleBlogEndpoints } from './endpoints/console-blog';
import { consoleChatPreviewEndpoints } from './endpoints/console-chat-preview';
import { consoleCheckResultsEndpoints } from './endpoints/console-check-results';
import { consoleCurriculumEndpoints } from './endpoints/console-curriculum';
import { consoleDomainEndpoints } from './endpoints/console-domain';
import { consoleEarnersEndpoints } from './endpoints/console-earners';
import { consoleFunnelEndpoints } from './endpoints/console-funnel';
import { consoleHistoryEndpoints } from './endpoints/console-history';
import { consoleInsightRefreshEndpoints } from './endpoints/console-insight-refresh';
import { consoleLandingEndpoints } from './endpoints/console-landing';
import { consoleLearnersEndpoints } from './endpoints/console-learners';
import { consoleMediaEndpoints } from './endpoints/console-media';
import { consoleOverviewEndpoints } from './endpoints/console-overview';
import { consoleRewardEndpoints } from './endpoints/console-rewards';
import { consoleSurveyResultsEndpoints } from './endpoints/console-survey-results';
import { consoleTeamEndpoints } from './endpoints/console-team';
import { lessonEndpoints } from './endpoints/lessons';
import { moduleEndpoints } from './endpoints/modules';
import { pageEndpoints } from './endpoints/pages';
import { profileEndpoints } from './endpoints/profile';
import { reminderEndpoints } from './endpoints/reminders';
import { reportEndpoints } from './endpoints/reports';
import { returnLinkEndpoints } from './endpoints/return-links';
import { sitemapEndpoints } from './endpoints/sitemaps';

export type { Access, HttpMethod };

/** Every declaration, each route once. */
export const endpointDeclarations: readonly EndpointDeclaration[] = [
  accountEndpoints,
  achievementEndpoints,
  blogEndpoints,
  brandEndpoints,
  certificateEndpoints,
  consoleCurriculumEndpoints,
  catalogEndpoints,
  consoleHistoryEndpoints,
  consoleTeamEndpoints,
  consoleAllyEndpoints,
  consoleDomainEndpoints,
  consoleMediaEndpoints,
  consoleBlogEndpoints,
  consoleLandingEndpoints,
  consoleRewardEndpoints,
  consoleEarnersEndpoints,
  consoleOverviewEndpoints,
  consoleFunnelEndpoints,
  consoleLearnersEndpoints,
  consoleSurveyResultsEndpoints,
  consoleCheckResultsEndpoints,
  consoleChatPreviewEndpoints,
  consoleInsightRefreshEndpoints,
  lessonEndpoints,
  moduleEndpoints,
  pageEndpoints,
  profileEndpoints,
  reminderEndpoints,
  reportEndpoints,
  returnLinkEndpoints,
  sitemapEndpoints,
].flatMap((domain): EndpointDeclaration[] => Object.values(domain));

/** One call as spec section 7 lists it; `{c}` and `{country}` stand for a country code. */
export interface DocumentedCall {
  method: HttpMethod;
  path: string;
  access: Access;
  domain: Domain;
}

/** Every call of spec section 7, in the spec's own spelling of its path. */
export const documentedCalls: DocumentedCall[] = endpointDeclarations.flatMap(
  ({ method, path, access, domain, documentedAs }) =>
    documentedAs === false
      ? []
      : (documentedAs ?? [path]).map((spelling) => ({ method, path: spelling, access, domain })),
);

/** The calls the offline worker keeps or queues: the web build writes them into sw.js. */
export const offlineEndpoints: OfflineEndpoint[] = endpointDeclarations.flatMap(({ method, path, offline }) =>
  offline ? [{ method, path, offline }] : [],
);
