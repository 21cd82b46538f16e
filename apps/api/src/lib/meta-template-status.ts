import type { TemplateReview } from '../ports/messaging';

// Meta's words for a template's state (the Graph API's `status`, the webhook's `event`) in the
// port's three. Paused and disabled count as rejected: WhatsApp refuses to send them, so the send
// path must fall back to an older approved version. Anything else (FLAGGED, PENDING_DELETION...)
// is not a decision the reminders act on.
const STATUS_OF: Record<string, TemplateReview['status']> = {
  APPROVED: 'approved',
  REINSTATED: 'approved',
  PENDING: 'pending',
  IN_APPEAL: 'pending',
  REJECTED: 'rejected',
  DISABLED: 'rejected',
  PAUSED: 'rejected',
};

/** Meta's status, reason and id of a template as a review; undefined for a status that decides nothing. */
export function reviewOfMeta(status: unknown, reason: unknown, providerId: unknown): TemplateReview | undefined {
  const event = typeof status === 'string' ? status.toUpperCase() : '';
  const mapped = STATUS_OF[event];
  if (!mapped) return undefined;
  // Meta says `NONE` when there is no reason.
  const said = typeof reason === 'string' && reason.trim() !== '' && reason.trim() !== 'NONE' ? reason.trim() : null;
  return {
    status: mapped,
    // A rejection without a reason still says what happened (PAUSED, DISABLED).
    reason: mapped === 'rejected' ? (said ?? event).slice(0, 1000) : null,
    providerId: typeof providerId === 'string' || typeof providerId === 'number' ? String(providerId) : null,
  };
}
