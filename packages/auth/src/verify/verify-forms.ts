/** The code screen's forms, as each names itself when posted before the app runs. */
export const VERIFY_FORMS = { code: 'code', ask: 'ask' } as const;
/** The field of the send button that asks for another code (in the code form). */
export const RESEND_FIELD = 'resend';
