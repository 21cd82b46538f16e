import type { EndpointDeclaration } from '@aula/contracts/endpoint';
import { endpointDeclarations } from '@aula/contracts/endpoints';
import { mockPictures } from '@aula/mocks/fixtures/media-pictures';
import { demoUsers, mockTokenFor } from '@aula/mocks/fixtures/users';
import { addMockMedia } from '@aula/mocks/handlers/console-media';
import { beforeEach, describe, expect, it } from 'vitest';
import { accountApi } from './account';
import { achievementsApi } from './achievements';
import { blogApi } from './blog';
import { brandsApi } from './brands';
import { catalogsApi } from './catalogs';
import { certificatesApi } from './certificates';
import { checkAttemptsApi } from './check-attempts';
import { consoleAlliesApi } from './console-allies';
import { consoleBlogApi } from './console-blog';
import { consoleBrandApi } from './console-brand';
import { consoleCertificatesApi } from './console-certificates';
import { consoleChatPreviewApi } from './console-chat-preview';
import { consoleCheckResultsApi } from './console-check-results';
import { consoleCurriculumApi } from './console-curriculum';
import { consoleDomainApi } from './console-domain';
import { consoleEarnersApi } from './console-earners';
import { consoleFunnelApi } from './console-funnel';
import { consoleHistoryApi } from './console-history';
import { consoleInsightRefreshApi } from './console-insight-refresh';
import { consoleLandingApi } from './console-landing';
import { consoleLearnersApi } from './console-learners';
import { consoleMediaApi } from './console-media';
import { consoleOverviewApi } from './console-overview';
import { consoleRemindersApi } from './console-reminders';
import { consoleRewardsApi } from './console-rewards';
import { consoleSurveyResultsApi } from './console-survey-results';
import { consoleTeamApi } from './console-team';
import { landingApi } from './landing';
import { lessonsApi } from './lessons';
import { modulesApi } from './modules';
import { profileApi } from './profile';
import { remindersApi } from './reminders';
import { reportsApi } from './reports';
import { returnLinksApi } from './return-links';
import { configureApiClient } from './settings';
import { type AppStore, setupStore } from './store';
import { accountExamples } from './test/call-examples/account';
import { achievementAndProfileExamples } from './test/call-examples/achievements-profile';
import { brandExamples } from './test/call-examples/brands';
import { catalogExamples } from './test/call-examples/catalogs';
import { certificateExamples } from './test/call-examples/certificates';
import { consoleAllyExamples } from './test/call-examples/console-allies';
import { consoleCertificateExamples } from './test/call-examples/console-certificates';
import { consoleChatPreviewExamples } from './test/call-examples/console-chat-preview';
import { consoleCurriculumExamples } from './test/call-examples/console-curriculum';
import { consoleDomainExamples } from './test/call-examples/console-domain';
import { consoleEarnersExamples } from './test/call-examples/console-earners';
import { consoleInsightExamples } from './test/call-examples/console-insight';
import { consolePublishingExamples } from './test/call-examples/console-publishing';
import { consoleReminderExamples } from './test/call-examples/console-reminders';
import { consoleShellTeamExamples } from './test/call-examples/console-shell-team';
import { lessonExamples } from './test/call-examples/lessons';
import { reminderExamples } from './test/call-examples/reminders';
import { returnLinkExamples } from './test/call-examples/return-links';
import { type CallExample, FRONTEND_BASE_URL, REPORTS_BASE_URL } from './test/call-examples/types';
import { setCookie } from './test/cookies';
import { recordRequests } from './test/requests';

interface RunnableEndpoint {
  initiate(args: unknown): unknown;
}

const endpoints: Record<string, RunnableEndpoint> = {
  ...accountApi.endpoints,
  ...achievementsApi.endpoints,
  ...blogApi.endpoints,
  ...brandsApi.endpoints,
  ...catalogsApi.endpoints,
  ...certificatesApi.endpoints,
  ...consoleAlliesApi.endpoints,
  ...consoleBlogApi.endpoints,
  ...consoleBrandApi.endpoints,
  ...consoleCertificatesApi.endpoints,
  ...consoleChatPreviewApi.endpoints,
  ...consoleCheckResultsApi.endpoints,
  ...consoleCurriculumApi.endpoints,
  ...consoleDomainApi.endpoints,
  ...consoleEarnersApi.endpoints,
  ...consoleFunnelApi.endpoints,
  ...consoleHistoryApi.endpoints,
  ...consoleInsightRefreshApi.endpoints,
  ...consoleLandingApi.endpoints,
  ...consoleLearnersApi.endpoints,
  ...consoleMediaApi.endpoints,
  ...consoleOverviewApi.endpoints,
  ...consoleRemindersApi.endpoints,
  ...consoleRewardsApi.endpoints,
  ...consoleSurveyResultsApi.endpoints,
  ...consoleTeamApi.endpoints,
  ...landingApi.endpoints,
  ...lessonsApi.endpoints,
  ...checkAttemptsApi.endpoints,
  ...modulesApi.endpoints,
  ...profileApi.endpoints,
  ...remindersApi.endpoints,
  ...reportsApi.endpoints,
  ...returnLinksApi.endpoints,
};

const examples: Record<string, CallExample> = {
  ...accountExamples,
  ...brandExamples,
  ...catalogExamples,
  ...lessonExamples,
  ...achievementAndProfileExamples,
  ...certificateExamples,
  ...consoleShellTeamExamples,
  ...consoleAllyExamples,
  ...consoleCurriculumExamples,
  ...consoleDomainExamples,
  ...consoleCertificateExamples,
  ...consoleChatPreviewExamples,
  ...consoleEarnersExamples,
  ...consolePublishingExamples,
  ...consoleInsightExamples,
  ...consoleReminderExamples,
  ...returnLinkExamples,
  ...reminderExamples,
};

const CSRF = 'csrf-table-test';
const UNSAFE_METHODS = ['POST', 'PUT', 'PATCH', 'DELETE'];
const STAFF_ID = demoUsers.find(({ user }) => user.access === 'staff')?.user.id;
// The console's calls (access editor, admin): the impulsa admin, who may make both.
const ALLY_ADMIN_ID = demoUsers.find(({ user }) => user.access === 'ally_admin')?.user.id;

// The insight's CSV and XLSX: files fetched with the session, never kept in the store.
const INSIGHT_EXPORT =
  "an insight export with the view's filters, fetched by downloadFile (file-download.ts, paths in console-insight-exports.ts)";

// The earners' CSV and XLSX: files too, fetched the same way (paths in console-earners.ts).
const EARNERS_EXPORT =
  "an achievement's earners with the list's search, fetched by downloadFile (paths in console-earners.ts)";

// What Open Badges verifiers (strangers to the site) read to check a certificate.
const ISSUER_DOCUMENT = 'Open Badges verifiers read it, never the site';

// A certificate's PDF and credential file: fetched with the session (paths in certificates.ts).
const CERTIFICATE_FILE = "a learner's certificate file, fetched by downloadFile (paths in certificates.ts)";

/**
 * Declared calls the client makes without an endpoint of its own, each with the reason: the
 * table below fails for a new declaration until it has an endpoint here or a reason to be left.
 */
const NOT_AN_ENDPOINT: Record<string, string> = {
  'GET /api/csrf/': 'the anti-forgery step asks it directly (base-query/csrf-header.ts)',
  'GET /api/console/insight/overview.csv': INSIGHT_EXPORT,
  'GET /api/console/insight/overview.xlsx': INSIGHT_EXPORT,
  'GET /api/console/insight/funnel.csv': INSIGHT_EXPORT,
  'GET /api/console/insight/funnel.xlsx': INSIGHT_EXPORT,
  'GET /api/console/insight/learners.csv': INSIGHT_EXPORT,
  'GET /api/console/insight/learners.xlsx': INSIGHT_EXPORT,
  'GET /api/console/insight/survey.csv': INSIGHT_EXPORT,
  'GET /api/console/insight/survey.xlsx': INSIGHT_EXPORT,
  'GET /api/console/insight/checks.csv': INSIGHT_EXPORT,
  'GET /api/console/insight/checks.xlsx': INSIGHT_EXPORT,
  'GET /api/console/achievements/{id}/earners.csv': EARNERS_EXPORT,
  'GET /api/console/achievements/{id}/earners.xlsx': EARNERS_EXPORT,
  'GET /api/whatsapp/webhook/': "Meta's servers call it (the webhook handshake), never the site",
  'POST /api/whatsapp/webhook/': "Meta's servers call it (messages received, delivery statuses), never the site",
  'GET /{country}/{allyCode}/sitemap.xml': 'search engines read it, never the site',
  'GET /robots.txt': 'search engines read it, never the site',
  'GET /api/tls/allowed/': 'the TLS proxy asks it before it gets a certificate for a host, never the site',
  'GET /api/allies/{ally_code}/issuer/': ISSUER_DOCUMENT,
  'GET /api/allies/{ally_code}/issuer/jwks.json': ISSUER_DOCUMENT,
  'GET /api/allies/{ally_code}/issuer/status-list/': ISSUER_DOCUMENT,
  'GET /api/certificates/{id}/credential/': CERTIFICATE_FILE,
  'GET /api/certificates/{id}/pdf/': CERTIFICATE_FILE,
};

interface DeclaredCall {
  key: string;
  method: EndpointDeclaration['method'];
  access: EndpointDeclaration['access'];
}

/** A declaration once per path spec section 7 spells it, or once by its own path. */
const declaredCalls: DeclaredCall[] = endpointDeclarations.flatMap(({ method, path, access, documentedAs }) =>
  (documentedAs || [path]).map((spelling) => ({ key: `${method} ${spelling}`, method, access })),
);

function signedInUserId(call: DeclaredCall, example: CallExample): number | undefined {
  if (example.signedInAs !== undefined) return example.signedInAs;
  return { public: undefined, learner: 1, staff: STAFF_ID, editor: ALLY_ADMIN_ID, admin: ALLY_ADMIN_ID }[call.access];
}

function dispatchEndpoint(store: AppStore, endpoint: RunnableEndpoint, args: unknown) {
  const dispatch = store.dispatch as unknown as (thunk: unknown) => PromiseLike<{ error?: unknown }>;
  return dispatch(endpoint.initiate(args));
}

describe('every declared call has an endpoint that sends the declared request', () => {
  beforeEach(() => {
    configureApiClient({ frontendBaseUrl: FRONTEND_BASE_URL, reportsBaseUrl: REPORTS_BASE_URL });
    setCookie('csrftoken', CSRF);
    setCookie('country', 'mx');
    // The media library's calls name one of impulsa's pictures (the mock world starts with none).
    addMockMedia(1, mockPictures('impulsa'));
  });

  it('maps no example, and leaves out no call, that is not declared', () => {
    const declared = new Set(declaredCalls.map(({ key }) => key));
    const named = [...Object.keys(examples), ...Object.keys(NOT_AN_ENDPOINT)];
    expect(named.filter((key) => !declared.has(key))).toEqual([]);
  });

  const called = declaredCalls.filter(({ key }) => NOT_AN_ENDPOINT[key] === undefined);
  it.each(called.map((call) => [call.key, call] as const))('%s', async (key, call) => {
    const example = examples[key];
    if (!example) throw new Error(`No endpoint example for the declared call ${key}`);
    const endpoint = endpoints[example.endpoint];
    if (!endpoint) throw new Error(`${key} maps to "${example.endpoint}", which no domain file injects`);
    const userId = signedInUserId(call, example);
    const user = demoUsers.find((demo) => demo.user.id === userId)?.user;
    if (user) setCookie('token', mockTokenFor(user));
    const requests = recordRequests();

    const result = await dispatchEndpoint(setupStore(), endpoint, example.args);

    expect(result.error, 'the mocks answer the example successfully').toBeUndefined();
    expect(requests).toHaveLength(1);
    const [request] = requests as [Request];
    const expectedUrl = new URL(example.url, globalThis.location.origin);
    const isRelative = expectedUrl.origin === globalThis.location.origin;
    expect(request.method).toBe(call.method);
    expect(request.url).toBe(expectedUrl.href);
    const body = await request.text();
    expect(body === '' ? undefined : JSON.parse(body)).toEqual(example.body);
    // The session rides in the API's HttpOnly cookie, sent to our API only; never a readable header.
    expect(request.headers.get('authorization')).toBeNull();
    expect(request.credentials).toBe(isRelative ? 'include' : 'same-origin');
    expect(request.headers.get('x-csrftoken')).toBe(UNSAFE_METHODS.includes(call.method) && isRelative ? CSRF : null);
  });
});
