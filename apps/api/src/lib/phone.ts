/** Stored phone numbers are E.164 ('+' then digits); clients may send them with or without '+'. */
export function normalizePhone(input: string): string {
  return `+${input.replace(/^\+/, '')}`;
}
