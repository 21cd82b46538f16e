import { refusalOf } from '@aula/api-client/errors';
import { allyPath } from '@aula/contracts/site-paths';
import { useAllySite } from '@aula/ui-kit/ally-site';
import type { PhoneValue } from '@aula/ui-kit/dial-codes';
import type { ServerRefusal } from '@aula/ui-kit/forms/server-refusal';
import { useNavigate } from 'react-router';
import { useAfterSignIn } from '../shared/safe-redirect';
import type { VerifyState } from '../verify/verify-state';

type Result = { data?: unknown; error?: unknown };

/**
 * The part every registration shares once its form holds: sent, and on the API's 202 on to the
 * WhatsApp code screen with the number (and the page the learner was going to).
 */
export function useRegistration() {
  const site = useAllySite();
  const navigate = useNavigate();
  const { redirect } = useAfterSignIn();

  async function submit(phone: PhoneValue, send: () => Promise<Result>, onRefused: (refusal: ServerRefusal) => void) {
    const result = await send();
    if (result.error) {
      const refusal = refusalOf(result.error);
      const notOffered = refusal.fields.some((field) => field.field === 'ally_code');
      onRefused(notOffered ? { code: 'not_offered', fields: [] } : refusal);
      return;
    }
    const state: VerifyState = { phone, sentAt: Date.now() };
    navigate(allyPath(site, 'verifyPhone', {}, { redirect }), { state });
  }

  return { submit };
}
