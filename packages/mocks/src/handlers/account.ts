import {
  type LoginRequest,
  loginCountryParams,
  loginRequest,
  MISSING_PASSWORD_PLACEHOLDER,
} from '@aula/contracts/auth';
import type { SessionInfo } from '@aula/contracts/sessions';
import { HttpResponse, http } from 'msw';
import { type DemoUser, mockTokenFor } from '../fixtures/users';
import { clearMockSessionCookie, setMockSessionCookie } from '../session-cookie';
import { mockState } from '../state';
import { asUser } from './bearer';
import { withoutPlus } from './phone';
import { apiError, badRequest, idOf, jsonBody, notFound } from './responses';

function findUser(credentials: LoginRequest): DemoUser | undefined {
  const { email, phone_number } = credentials;
  return mockState().users.find(({ user }) =>
    email !== undefined
      ? user.email?.toLowerCase() === email.toLowerCase()
      : phone_number !== undefined &&
        user.phone_number !== null &&
        withoutPlus(user.phone_number) === withoutPlus(phone_number),
  );
}

/** Phone + PIN sends the placeholder as password; the other two modes need the real one. */
function secretsMatch(demo: DemoUser, { login_pin, password }: LoginRequest): boolean {
  if (login_pin !== undefined) {
    return login_pin === demo.loginPin && (password === MISSING_PASSWORD_PLACEHOLDER || password === demo.password);
  }
  return password === demo.password;
}

const MINUTE = 60_000;

/**
 * Each learner's sessions in the mocks: this browser (the mock token's, id `<user>01`), a phone
 * used hours ago and an unnamed device from last week, less the ones the learner ended.
 */
function sessionsOf(userId: number): SessionInfo[] {
  const now = Date.now();
  const at = (minutesAgo: number) => new Date(now - minutesAgo * MINUTE).toISOString();
  const all: SessionInfo[] = [
    {
      id: userId * 100 + 1,
      device: 'Chrome · Android',
      created_at: at(3 * 24 * 60),
      last_used_at: at(0),
      current: true,
    },
    {
      id: userId * 100 + 2,
      device: 'Safari · iOS',
      created_at: at(20 * 24 * 60),
      last_used_at: at(3 * 60),
      current: false,
    },
    { id: userId * 100 + 3, device: null, created_at: at(30 * 24 * 60), last_used_at: at(9 * 24 * 60), current: false },
  ];
  const ended = mockState().endedSessions;
  return all.filter((session) => !ended.includes(session.id));
}

/** What GET /api/csrf/ answers in the mock world (the API checks it; the mocks do not). */
export const MOCK_CSRF_TOKEN = 'mock-csrf-token';

export const accountHandlers = [
  http.post<{ country: string }>('*/api/:country/login/', async ({ request, params }) => {
    const country = loginCountryParams.safeParse(params);
    if (!country.success) return badRequest(country.error.issues);
    const credentials = loginRequest.safeParse(await jsonBody(request));
    if (!credentials.success) return badRequest(credentials.error.issues);

    const demo = findUser(credentials.data);
    if (!demo || !secretsMatch(demo, credentials.data)) {
      return apiError(400, { error: 'invalid_credentials', message: 'Invalid credentials' });
    }
    setMockSessionCookie(request, mockTokenFor(demo.user));
    return HttpResponse.json({ token: mockTokenFor(demo.user), user: demo.user });
  }),

  // The mock tokens are fixed per user, so nothing is revoked here: the answer is what matters.
  http.post(
    '*/api/logout/',
    asUser(({ request }) => {
      clearMockSessionCookie(request);
      return HttpResponse.json({ status: 'signed_out' });
    }),
  ),

  http.get('*/api/csrf/', () => HttpResponse.json({ csrf_token: MOCK_CSRF_TOKEN })),

  http.get(
    '*/api/sessions/',
    asUser(({ user }) => HttpResponse.json({ results: sessionsOf(user.id) })),
  ),

  // Another learner's session answers like one that does not exist, as the API does.
  http.delete<{ id: string }>(
    '*/api/sessions/:id/',
    asUser(({ params, user }) => {
      const id = idOf(params.id);
      if (id === undefined || !sessionsOf(user.id).some((session) => session.id === id)) {
        return notFound('No such session');
      }
      mockState().endedSessions.push(id);
      return HttpResponse.json({ status: 'signed_out' });
    }),
  ),
];
