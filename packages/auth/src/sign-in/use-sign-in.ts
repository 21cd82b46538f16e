import { useLoginMutation } from '@aula/api-client/account';
import { refusalOf } from '@aula/api-client/errors';
import type { LoginRequest } from '@aula/contracts/auth';
import type { ServerRefusal } from '@aula/ui-kit/forms/server-refusal';

/** Backing off: the reset links below the form prove the owner and end the wait (issue 31, row 16). */
export const signInCodes = { rate_limited: 'auth:errors.signInWait' };

/**
 * Signs in against the route's country (the api-client picks Mexico's fixed path) with a request
 * the form has checked; the API keeps the session in its cookie.
 */
export function useSignIn(country: string) {
  const [login, { isLoading }] = useLoginMutation();

  async function signIn(credentials: LoginRequest, onRefused: (refusal: ServerRefusal) => void): Promise<boolean> {
    const result = await login({ country, credentials });
    if (result.error) onRefused(refusalOf(result.error));
    return !result.error;
  }

  return { signIn, loading: isLoading };
}
