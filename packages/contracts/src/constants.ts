// Plain values the client needs at start-up. Kept free of zod so importing them does not pull
// the validation library into the first download of the web app.

/**
 * The spec replaces a missing password with a fixed placeholder (the phone + PIN mode has no
 * password). The API treats it as "no password given".
 */
export const MISSING_PASSWORD_PLACEHOLDER = 'aula-no-password';

/**
 * The stored "user access" values (roles). Staff work for every ally; an ally admin (content, team)
 * and an ally editor (content only) work for their own ally's console.
 */
export const USER_ACCESS_VALUES = ['learner', 'staff', 'ally_admin', 'ally_editor'] as const;

/** The roles of an ally's own team, the ones an invitation can give. */
export const TEAM_ROLES = ['ally_admin', 'ally_editor'] as const;

/** Where the API serves the business report PDF (outside /api/; `@aula/contracts/reports`). */
export const BUSINESS_REPORT_PATH = '/reports/business/';
