import type { PhoneValue } from '@aula/ui-kit/dial-codes';
import { phoneFromState } from '../shared/phone-display';

/** What the code screen needs from the registration that sent the code (kept in history state). */
export interface VerifyState {
  phone: PhoneValue;
  /** When the last code was sent (ms since the epoch): the resend countdown runs from here. */
  sentAt: number;
}

/** The spec's resend rule: one code a minute per phone. */
export const RESEND_AFTER_SECONDS = 60;

export function verifyStateOf(state: unknown): VerifyState | undefined {
  const phone = phoneFromState(state);
  const sentAt = (state as { sentAt?: unknown } | null)?.sentAt;
  return phone && typeof sentAt === 'number' ? { phone, sentAt } : undefined;
}
