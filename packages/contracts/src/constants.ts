// Plain values the client needs at start-up. Kept free of zod so importing them does not pull
// the validation library into the first download of the web app.

/**
 * The spec replaces a missing password with a fixed placeholder (the phone + PIN mode has no
 * password). The API treats it as "no password given".
 */
export const MISSING_PASSWORD_PLACEHOLDER = 'aula-no-password';

/** The stored "user access" values (roles). */
export const USER_ACCESS_VALUES = ['learner', 'staff'] as const;

/** Where the API serves the business report PDF (outside /api/; `@aula/contracts/reports`). */
export const BUSINESS_REPORT_PATH = '/reports/business/';
