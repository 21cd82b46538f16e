import { type LoginCredentials, useLoginMutation } from '@aula/api-client/account';
import { useState } from 'react';
import { type FormProblem, noProblem, problemOf } from '../shared/form-problems';
import { validateCredentials } from './credentials';

/**
 * Signs in against the route's country (the api-client picks Mexico's fixed path) after checking
 * the credentials on the client; the api-client stores the token and the session.
 */
export function useSignIn(country: string) {
  const [login, { isLoading }] = useLoginMutation();
  const [problem, setProblem] = useState<FormProblem>(noProblem);

  async function signIn(credentials: LoginCredentials): Promise<boolean> {
    const fieldErrors = validateCredentials(credentials);
    if (Object.keys(fieldErrors).length > 0) {
      setProblem({ fieldErrors });
      return false;
    }
    setProblem(noProblem);
    const result = await login({ country, credentials });
    if (result.error) {
      const refused = problemOf(result.error);
      // Backing off: the reset links below prove the owner and end the wait (issue 31, row 16).
      setProblem(refused.formError === 'errors.rateLimited' ? { ...refused, formError: 'errors.signInWait' } : refused);
      return false;
    }
    return true;
  }

  return { signIn, problem, setProblem, loading: isLoading };
}
