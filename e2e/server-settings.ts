/**
 * The e2e server's window between two WhatsApp codes to one phone, in seconds (CODE_RESEND_SECONDS;
 * the product's default, and the API suite's, is 60): account-pin-reset waits it out after a
 * registration's code.
 */
export const CODE_RESEND_SECONDS = 15;
