import { mockState } from '../state';
import { apiError } from './responses';

/**
 * As the API's re-authentication: a credential change carries the current password, or the PIN
 * of a PIN-only account. Answers the 400 naming the field, or undefined when the secret is right.
 */
export function currentSecretRefusal(userId: number, given: { current_password?: string; current_pin?: string }) {
  const demo = mockState().users.find((candidate) => candidate.user.id === userId);
  const [field, secret, current] = demo?.password
    ? ['current_password', given.current_password, demo.password]
    : ['current_pin', given.current_pin, demo?.loginPin];
  if (!current || secret === current) return undefined;
  const reason = secret ? `is not your ${field === 'current_pin' ? 'current PIN' : 'current password'}` : 'is required';
  return apiError(400, { error: 'bad_request', message: 'Invalid input', fields: [{ field, reason }] });
}
