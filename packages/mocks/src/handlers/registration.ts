import { accountEndpoints } from '@aula/contracts/endpoints/account';
import { VALID_WA_CODE } from '../fixtures/secrets';
import { DEMO_LOGIN_PIN, DEMO_PASSWORD, mockTokenFor } from '../fixtures/users';
import { setMockSessionCookie } from '../session-cookie';
import { mockState } from '../state';
import { handle } from './declared';
import { userByPhone } from './phone';
import { apiError } from './responses';

interface NewAccount {
  phone_number: string;
  ally_code: string;
  first_name?: string;
  last_name?: string;
  email?: string;
  password?: string;
  login_pin?: string;
}

/** A registration waits for its WhatsApp code before it can sign in (wa_validation activates it). */
function holdRegistration(country: string, account: NewAccount) {
  const state = mockState();
  const id = Math.max(...state.users.map(({ user }) => user.id), ...state.pendingUsers.map(({ user }) => user.id)) + 1;
  state.pendingUsers.push({
    user: {
      id,
      name: [account.first_name ?? 'Nueva', account.last_name].filter(Boolean).join(' '),
      email: account.email ?? null,
      phone_number: account.phone_number,
      access: 'learner',
      ally_code: account.ally_code,
      country,
    },
    password: account.password ?? DEMO_PASSWORD,
    loginPin: account.login_pin ?? DEMO_LOGIN_PIN,
  });
  return { status: 'verification_sent' as const, channel: 'whatsapp' as const, expires_in_seconds: 600 };
}

type Registration = (typeof accountEndpoints)['register' | 'simpleRegister' | 'fbRegister'];

const registration = (declaration: Registration) =>
  handle(declaration, ({ params, body }) => holdRegistration(params.country, body));

export const registrationHandlers = [
  registration(accountEndpoints.register),
  registration(accountEndpoints.simpleRegister),
  registration(accountEndpoints.fbRegister),

  handle(accountEndpoints.waVerificationCode, () => ({
    status: 'sent' as const,
    expires_in_seconds: 600,
    resend_after_seconds: 60,
  })),

  handle(accountEndpoints.waValidation, ({ request, body }) => {
    if (body.verification_code !== VALID_WA_CODE) {
      return apiError(400, { error: 'invalid_code', message: 'The verification code is not valid' });
    }
    const state = mockState();
    const pending = userByPhone(body.phone_number, state.pendingUsers);
    if (!pending) return { verified: true as const, session: null };
    state.pendingUsers = state.pendingUsers.filter((candidate) => candidate !== pending);
    state.users.push(pending);
    setMockSessionCookie(request, mockTokenFor(pending.user));
    return { verified: true as const, session: { token: mockTokenFor(pending.user), user: pending.user } };
  }),
];
