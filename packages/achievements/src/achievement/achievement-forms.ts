// The achievement screen's forms as they are posted to the server before the app runs (or without
// it), answered by achievement-action.ts: their names and the fields outside their contracts.

/** Each form names itself (a page holds one prize, but the action must know which form it got). */
export const ACHIEVEMENT_FORMS = { redeemCode: 'redeem-code', shipping: 'shipping' } as const;

/** The redeem form's hidden field: the webinar the code is for (the API checks it is the learner's). */
export const WEBINAR_FIELD = 'webinar_id';

/** The search parameter of the achievement's address after a code redeemed by a post: the prize says so. */
export const REDEEMED_PARAM = 'canjeado';

/** Posted with the shipping address once the learner saw it in one line and said it is right. */
export const CONFIRMED_FIELD = 'confirmado';

/** Posted by "Usar la dirección de mi negocio": the form comes back with that address in its boxes. */
export const BUSINESS_ADDRESS_FIELD = 'direccion_negocio';
