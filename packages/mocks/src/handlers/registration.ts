import {
  fbRegisterRequest,
  registerRequest,
  simpleRegisterRequest,
  waValidationRequest,
  waVerificationCodeRequest,
} from '@aula/contracts/account';
import { loginCountryParams } from '@aula/contracts/auth';
import { HttpResponse, http } from 'msw';
import { VALID_WA_CODE } from '../fixtures/secrets';
import { DEMO_LOGIN_PIN, DEMO_PASSWORD, mockTokenFor } from '../fixtures/users';
import { setMockSessionCookie } from '../session-cookie';
import { mockState } from '../state';
import { userByPhone } from './phone';
import { apiError, badRequest, jsonBody } from './responses';

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
  return HttpResponse.json(
    { status: 'verification_sent', channel: 'whatsapp', expires_in_seconds: 600 },
    { status: 202 },
  );
}

type Schema = typeof registerRequest | typeof simpleRegisterRequest | typeof fbRegisterRequest;

function registration(schema: Schema) {
  return async ({ request, params }: { request: Request; params: { country: string } }) => {
    const country = loginCountryParams.safeParse(params);
    if (!country.success) return badRequest(country.error.issues);
    const body = schema.safeParse(await jsonBody(request));
    if (!body.success) return badRequest(body.error.issues);
    return holdRegistration(country.data.country, body.data);
  };
}

export const registrationHandlers = [
  http.post<{ country: string }>('*/api/:country/register/', registration(registerRequest)),
  http.post<{ country: string }>('*/api/:country/simple_register/', registration(simpleRegisterRequest)),
  http.post<{ country: string }>('*/api/:country/fb_register/', registration(fbRegisterRequest)),

  http.post('*/api/wa_verification_code/', async ({ request }) => {
    const body = waVerificationCodeRequest.safeParse(await jsonBody(request));
    if (!body.success) return badRequest(body.error.issues);
    return HttpResponse.json({ status: 'sent', expires_in_seconds: 600, resend_after_seconds: 60 });
  }),

  http.post('*/api/wa_validation/', async ({ request }) => {
    const body = waValidationRequest.safeParse(await jsonBody(request));
    if (!body.success) return badRequest(body.error.issues);
    if (body.data.verification_code !== VALID_WA_CODE) {
      return apiError(400, { error: 'invalid_code', message: 'The verification code is not valid' });
    }
    const state = mockState();
    const pending = userByPhone(body.data.phone_number, state.pendingUsers);
    if (!pending) return HttpResponse.json({ verified: true, session: null });
    state.pendingUsers = state.pendingUsers.filter((candidate) => candidate !== pending);
    state.users.push(pending);
    setMockSessionCookie(request, mockTokenFor(pending.user));
    return HttpResponse.json({ verified: true, session: { token: mockTokenFor(pending.user), user: pending.user } });
  }),
];
