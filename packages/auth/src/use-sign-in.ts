import { type LoginCredentials, useLoginMutation, useLoginMxMutation } from '@aula/api-client/account';
import { describeApiError } from '@aula/api-client/errors';
import { useState } from 'react';
import { type FieldErrors, formFieldOf } from './credentials';

export interface SignInProblem {
  /** Message key (namespace 'auth') for the whole form, if any. */
  formError?: string;
  fieldErrors: FieldErrors;
}

/** Turns the API's refusal into what the form shows; never says which part was wrong. */
export function problemOf(error: unknown): SignInProblem {
  const { code, fields } = describeApiError(error);
  if (code === 'invalid_credentials') return { formError: 'errors.invalidCredentials', fieldErrors: {} };
  if (code === 'network' || code === 'timeout') return { formError: 'errors.network', fieldErrors: {} };
  const fieldErrors: FieldErrors = {};
  for (const { field } of fields) {
    const formField = formFieldOf(field);
    if (formField) fieldErrors[formField] = `errors.${formField}Invalid`;
  }
  if (Object.keys(fieldErrors).length > 0) return { formError: 'errors.checkFields', fieldErrors };
  return { formError: 'errors.unexpected', fieldErrors: {} };
}

/**
 * Signs in against the route's country. Mexico has its own fixed endpoint in the spec
 * (`/api/mx/login/`), so mx uses it; the api-client stores the token and session either way.
 */
export function useSignIn(country: string) {
  const [login, loginState] = useLoginMutation();
  const [loginMx, loginMxState] = useLoginMxMutation();
  const [problem, setProblem] = useState<SignInProblem>({ fieldErrors: {} });
  const isMx = country === 'mx';

  async function signIn(credentials: LoginCredentials): Promise<boolean> {
    setProblem({ fieldErrors: {} });
    const result = isMx ? await loginMx(credentials) : await login({ country, credentials });
    if ('error' in result && result.error) {
      setProblem(problemOf(result.error));
      return false;
    }
    return true;
  }

  return {
    signIn,
    problem,
    setProblem,
    loading: isMx ? loginMxState.isLoading : loginState.isLoading,
  };
}
