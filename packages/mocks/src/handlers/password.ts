import { accountEndpoints } from '@aula/contracts/endpoints/account';
import { EXPIRED_RESET_TOKEN, RESET_UIDB64, VALID_RESET_TOKEN, VALID_WA_CODE } from '../fixtures/secrets';
import { mockState } from '../state';
import { currentSecretRefusal } from './current-secret';
import { handle } from './declared';
import { userByPhone } from './phone';
import { apiError } from './responses';

/** The id a reset link's uidb64 names (base64 of the user id, as Django encodes it). */
function userIdOf(uidb64: string): number | undefined {
  const id = Number(atob(uidb64.replace(/-/g, '+').replace(/_/g, '/')));
  return Number.isInteger(id) ? id : undefined;
}

/** Why a reset link cannot be used, or undefined when it can. Used once, a token is spent. */
function resetLinkProblem(token: string, uidb64: string): string | undefined {
  if (token === EXPIRED_RESET_TOKEN) return 'The reset link has expired';
  const known = token === VALID_RESET_TOKEN && uidb64 === RESET_UIDB64;
  if (!known || mockState().usedResetTokens.includes(token)) return 'The reset link is not valid';
  return undefined;
}

const invalidToken = (message: string) => apiError(400, { error: 'invalid_token', message });

const queued = { status: 'queued' as const };
const updated = { status: 'updated' as const };

export const passwordHandlers = [
  handle(accountEndpoints.resetLoginPin, () => queued),

  // The code reset_login_pin sent (VALID_WA_CODE here) brings the new PIN; the old one works until then.
  handle(accountEndpoints.confirmLoginPin, ({ body }) => {
    if (body.verification_code !== VALID_WA_CODE) {
      return apiError(400, { error: 'invalid_code', message: 'The code is not valid' });
    }
    const demo = userByPhone(body.phone_number);
    if (demo) demo.loginPin = body.login_pin;
    return updated;
  }),

  handle(accountEndpoints.checkPassword, ({ user }) => {
    const demo = mockState().users.find((candidate) => candidate.user.id === user.id);
    return { has_password: Boolean(demo?.password), has_pin: Boolean(demo?.loginPin) };
  }),

  // The same answer whether or not the address or number is registered, as the API gives.
  handle(accountEndpoints.sendResetPassword, () => queued),
  handle(accountEndpoints.sendPhoneToken, () => queued),

  handle(accountEndpoints.verifyPhoneNumber, ({ query }) => {
    const demo = userByPhone(query.phone_number);
    return { exists: demo !== undefined, has_password: Boolean(demo?.password), has_pin: Boolean(demo?.loginPin) };
  }),

  handle(accountEndpoints.updatePassword, ({ user, body }) => {
    const demo = mockState().users.find((candidate) => candidate.user.id === user.id);
    // As the API: the current secret must come too (re-authentication), the PIN without a password.
    const refusal = currentSecretRefusal(user.id, body);
    if (refusal) return refusal;
    if (demo) demo.password = body.password;
    return updated;
  }),

  handle(accountEndpoints.verificationToken, ({ query }) => {
    const problem = resetLinkProblem(query.token, query.uidb64);
    return problem ? invalidToken(problem) : { valid: true as const };
  }),

  handle(accountEndpoints.setNewPassword, ({ body: { token, uidb64, password } }) => {
    const problem = resetLinkProblem(token, uidb64);
    if (problem) return invalidToken(problem);
    const state = mockState();
    const demo = state.users.find(({ user }) => user.id === userIdOf(uidb64));
    if (demo) demo.password = password;
    state.usedResetTokens.push(token);
    return updated;
  }),
];
