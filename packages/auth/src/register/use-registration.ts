import { describeApiError } from '@aula/api-client/errors';
import { allyPath } from '@aula/contracts/site-paths';
import { useAllySite } from '@aula/ui-kit/ally-site';
import type { PhoneValue } from '@aula/ui-kit/dial-codes';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { type FieldErrors, type FormProblem, noProblem, problemOf } from '../shared/form-problems';
import { useAfterSignIn } from '../shared/safe-redirect';
import type { VerifyState } from '../verify/verify-state';

type Result = { data?: unknown; error?: unknown };

/**
 * The part every registration shares: checked on the client first, sent, and on the API's 202
 * on to the WhatsApp code screen with the number (and the page the learner was going to).
 */
export function useRegistration() {
  const site = useAllySite();
  const navigate = useNavigate();
  const { redirect } = useAfterSignIn();
  const [problem, setProblem] = useState<FormProblem>(noProblem);

  async function submit(fieldErrors: FieldErrors, phone: PhoneValue, send: () => Promise<Result>): Promise<void> {
    if (Object.keys(fieldErrors).length > 0) {
      setProblem({ fieldErrors });
      return;
    }
    setProblem(noProblem);
    const result = await send();
    if (result.error) {
      const refused = problemOf(result.error);
      // The ally is not offered in the route's country: no field of the form can fix that.
      const notOffered = describeApiError(result.error).fields.some((field) => field.field === 'ally_code');
      setProblem(notOffered ? { formError: 'errors.notOffered', fieldErrors: {} } : refused);
      return;
    }
    const state: VerifyState = { phone, sentAt: Date.now() };
    navigate(allyPath(site, 'verifyPhone', {}, { redirect }), { state });
  }

  return { submit, problem, setProblem };
}
