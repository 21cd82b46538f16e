import type { PhoneValue } from '@aula/ui-kit/dial-codes';
import { dialCodeFieldOf } from '@aula/ui-kit/forms/page-form';
import { resetByEmail } from './recovery-forms';

// What a recovery page holds in its address once the server answered one of its forms: the app
// keeps the same in the screen's state, which a page round trip loses. The fields are named as
// the form's, so the address also fills the form in again ("send another").

/** The forgot-password page's tab, so that each tab is a link before the app runs. */
export const CHANNEL_PARAM = 'metodo';
export type Channel = 'email' | 'phone';
export const CHANNEL_WORDS: Record<Channel, string> = { email: 'correo', phone: 'whatsapp' };

/** Marks the request as sent; on the PIN page its value is when (ms since the epoch). */
export const SENT_PARAM = 'enviado';

const EMAIL_PARAM = 'email';
const PHONE_PARAMS = { number: 'phone_number', country: dialCodeFieldOf('phone_number') };

export function channelInQuery(search: URLSearchParams): Channel | undefined {
  const word = search.get(CHANNEL_PARAM);
  return (Object.keys(CHANNEL_WORDS) as Channel[]).find((channel) => CHANNEL_WORDS[channel] === word);
}

export const emailQuery = (email: string) => ({ [EMAIL_PARAM]: email });

/**
 * The address in the page's address, only if it is one: the page says it back in its own words,
 * which must not carry whatever text a crafted link puts there.
 */
export function emailInQuery(search: URLSearchParams): string | undefined {
  const email = search.get(EMAIL_PARAM) ?? '';
  return resetByEmail.safeParse({ email }).success ? email.trim() : undefined;
}

export const phoneQuery = (phone: PhoneValue) => ({
  [PHONE_PARAMS.number]: phone.number,
  [PHONE_PARAMS.country]: phone.country,
});

/** The number in the page's address, as typed (spaces, dashes, a leading plus), if it looks like one. */
export function phoneInQuery(search: URLSearchParams): PhoneValue | undefined {
  const number = search.get(PHONE_PARAMS.number)?.trim() ?? '';
  const country = search.get(PHONE_PARAMS.country) ?? '';
  return /^\+?[\d\s().-]{4,25}$/.test(number) && /^[a-z]{2}$/.test(country) ? { country, number } : undefined;
}

export const wasSent = (search: URLSearchParams) => search.has(SENT_PARAM);

/** When a code went out, as the address says; now for a mark without a readable time. */
export function sentAtInQuery(search: URLSearchParams): number | undefined {
  if (!wasSent(search)) return undefined;
  const at = Number(search.get(SENT_PARAM));
  return Number.isFinite(at) && at > 0 ? at : Date.now();
}
