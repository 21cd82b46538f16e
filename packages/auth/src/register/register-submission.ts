import type { PhoneValue } from '@aula/ui-kit/dial-codes';
import { dialCodeFieldOf } from '@aula/ui-kit/forms/page-form';

/** The registration page's forms, as each names itself when posted before the app runs. */
export const REGISTER_FORMS = { full: 'full', quick: 'quick' } as const;

/**
 * Where the code screen finds the number a registration posted to the server sent a code to (the
 * app hands it over in the history entry, which a page round trip does not keep): the number's
 * fields, and when the code went out.
 */
export const VERIFY_PARAMS = { number: 'phone_number', country: dialCodeFieldOf('phone_number'), sentAt: 'enviado' };

/** The code screen's address query for `phone`, the code sent at `sentAt`, keeping `redirect`. */
export function verifyQuery(phone: PhoneValue, sentAt: number, redirect: string | undefined): Record<string, string> {
  return {
    // Digits only: a number typed with spaces or dashes ("55 1111 2222") is the same number.
    [VERIFY_PARAMS.number]: phone.number.replace(/\D/g, ''),
    [VERIFY_PARAMS.country]: phone.country,
    [VERIFY_PARAMS.sentAt]: String(sentAt),
    ...(redirect ? { redirect } : {}),
  };
}

/** The number and time in the code screen's address, if whole. */
export function verifyStateFromQuery(search: URLSearchParams): { phone: PhoneValue; sentAt: number } | undefined {
  const number = search.get(VERIFY_PARAMS.number);
  const country = search.get(VERIFY_PARAMS.country);
  const sentAt = Number(search.get(VERIFY_PARAMS.sentAt));
  if (!number || !/^\d{4,15}$/.test(number) || !country || !/^[a-z]{2}$/.test(country)) return undefined;
  return { phone: { country, number }, sentAt: Number.isFinite(sentAt) && sentAt > 0 ? sentAt : Date.now() };
}
