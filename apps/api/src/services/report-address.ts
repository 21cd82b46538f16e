/** The business's address as its owner wrote it in their profile; blank parts are left out. */
export interface ReportAddress {
  street: string;
  exteriorNumber: string;
  neighborhood: string;
  city: string;
  state: string;
  postalCode: string;
}

/** "Avenida Ermita Iztapalapa 45, Iztapalapa Centro, Iztapalapa, Ciudad de México, C.P. 09000". */
export function addressLine(address: ReportAddress): string {
  const street = [address.street, address.exteriorNumber].filter(Boolean).join(' ');
  const postal = address.postalCode ? `C.P. ${address.postalCode}` : '';
  return [street, address.neighborhood, address.city, address.state, postal].filter(Boolean).join(', ');
}

/** The neighbourhood's name, else the city's: what the learner calls the place around the business. */
export function placeName(address: ReportAddress): string {
  return address.neighborhood || address.city;
}
