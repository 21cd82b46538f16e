/** International dialling codes of the countries Aula serves or is likely to serve next. */
export const dialCodes: Record<string, string> = {
  mx: '52',
  co: '57',
  pe: '51',
  cl: '56',
  ar: '54',
  ec: '593',
  gt: '502',
  sv: '503',
  hn: '504',
  cr: '506',
  do: '1',
  us: '1',
};

export interface PhoneValue {
  /** Country code in lower case, e.g. 'mx'; it picks the dialling code. */
  country: string;
  /** What the person typed for the national number; spaces and dashes are fine. */
  number: string;
}

/** '+52' + '55 5000 0001' -> '+525550000001' (the E.164 form the API expects). */
export function toInternationalNumber({ country, number }: PhoneValue): string {
  const digits = number.replace(/\D/g, '');
  // Someone who already typed the full international number keeps it as typed.
  if (number.trim().startsWith('+')) return `+${digits}`;
  const dialCode = dialCodes[country];
  if (!dialCode || digits === '') return digits;
  return `+${dialCode}${digits}`;
}
