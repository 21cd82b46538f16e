// Where an ally's terms of use and privacy notice are read. An ally with pages of its own gives
// their https addresses; one without names the site's own page (`terminos`, `privacidad`: a
// path under the ally's root), which the web app writes from brand.json. Registration links both.
import { type AllySite, allyPath, allyRoutes } from '@aula/contracts/site-paths';
import { z } from 'zod';

function isHttpsAddress(text: string): boolean {
  try {
    return new URL(text).protocol === 'https:';
  } catch {
    return false;
  }
}

/** One legal document: the ally's own https page, or `page` (the site's, written from brand data). */
const legalLink = (page: string) => {
  const choices = `an https address of the ally's page, or "${page}" for the page this site writes from brand.json`;
  return z
    .string({ error: `is required: ${choices}` })
    .refine((link) => link === page || isHttpsAddress(link), { error: `must be ${choices}` });
};

export const legalLinksSchema = z.object(
  {
    termsUrl: legalLink(allyRoutes.terms),
    privacyUrl: legalLink(allyRoutes.privacy),
  },
  { error: 'is required: where a learner reads the terms of use and the privacy notice ({ termsUrl, privacyUrl })' },
);

export type LegalLinks = z.infer<typeof legalLinksSchema>;

export type LegalDocument = 'terms' | 'privacy';

/** The link a learner follows to one document: the ally's own address, or the site's page of this ally. */
export function legalHref(links: LegalLinks, document: LegalDocument, site: AllySite): string {
  const link = document === 'terms' ? links.termsUrl : links.privacyUrl;
  return link.startsWith('https:') ? link : allyPath(site, document);
}

/** Whether the ally keeps this document on its own site (the site's page then only points there). */
export function ownLegalPage(links: LegalLinks, document: LegalDocument): string | undefined {
  const link = document === 'terms' ? links.termsUrl : links.privacyUrl;
  return link.startsWith('https:') ? link : undefined;
}
