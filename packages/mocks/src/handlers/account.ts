import { type LoginRequest, MISSING_PASSWORD_PLACEHOLDER } from '@aula/contracts/auth';
import { accountEndpoints } from '@aula/contracts/endpoints/account';
import type { SessionInfo } from '@aula/contracts/sessions';
import { type DemoUser, mockTokenFor } from '../fixtures/users';
import { clearMockSessionCookie, setMockSessionCookie } from '../session-cookie';
import { mockState } from '../state';
import { handle } from './declared';
import { withoutPlus } from './phone';
import { apiError, notFound } from './responses';

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

const signedOut = { status: 'signed_out' as const };

export const accountHandlers = [
  handle(accountEndpoints.login, ({ request, body }) => {
    const demo = findUser(body);
    if (!demo || !secretsMatch(demo, body)) {
      return apiError(400, { error: 'invalid_credentials', message: 'Invalid credentials' });
    }
    setMockSessionCookie(request, mockTokenFor(demo.user));
    return { token: mockTokenFor(demo.user), user: demo.user };
  }),

  // The mock tokens are fixed per user, so nothing is revoked here: the answer is what matters.
  handle(accountEndpoints.logout, ({ request }) => {
    clearMockSessionCookie(request);
    return signedOut;
  }),

  handle(accountEndpoints.csrf, () => ({ csrf_token: MOCK_CSRF_TOKEN })),

  handle(accountEndpoints.sessions, ({ user }) => ({ results: sessionsOf(user.id) })),

  // Another learner's session answers like one that does not exist, as the API does.
  handle(accountEndpoints.endSession, ({ params, user }) => {
    if (!sessionsOf(user.id).some((session) => session.id === params.id)) return notFound('No such session');
    mockState().endedSessions.push(params.id);
    return signedOut;
  }),
];
