// Every country the site knows (phone prefixes, addresses). A country is "offered" when some ally
// sells there; that comes from the allies, not from this list.

export interface DemoCountry {
  code: string;
  name: string;
  /** International dialling prefix with '+'. */
  dialCode: string;
}

export const COUNTRIES: DemoCountry[] = [
  { code: 'mx', name: 'México', dialCode: '+52' },
  { code: 'co', name: 'Colombia', dialCode: '+57' },
  { code: 'pe', name: 'Perú', dialCode: '+51' },
  { code: 'ar', name: 'Argentina', dialCode: '+54' },
  { code: 'cl', name: 'Chile', dialCode: '+56' },
  { code: 'ec', name: 'Ecuador', dialCode: '+593' },
  { code: 'gt', name: 'Guatemala', dialCode: '+502' },
];

export const COUNTRY_CODES = COUNTRIES.map((country) => country.code);
