import type { Brand } from '@aula/brand/brand';
import { type LegalDocument, ownLegalPage } from '@aula/brand/legal-links';
import { useAllySite } from '@aula/ui-kit/ally-site';
import { Link } from '@aula/ui-kit/link';
import { Page } from '@aula/ui-kit/page';
import { usePageTitle } from '@aula/ui-kit/page-title';
import { displayText, leadText, titleText } from '@aula/ui-kit/type-scale';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useAllyBrand } from '../../ally-brand';

// A line length a phone and a desktop both read comfortably.
const Document = styled.article`
  max-width: 42rem;
  padding-block: ${({ theme }) => theme.space.lg};

  & > h1 {
    ${displayText}
  }

  & > p:first-of-type {
    ${leadText}
  }

  & h2 {
    ${titleText}
    margin-top: ${({ theme }) => theme.space.lg};
  }
`;

/** Each document's sections, in reading order (keys of legal-messages-es.ts). */
const SECTIONS: Record<LegalDocument, readonly string[]> = {
  terms: ['account', 'lessons', 'prizes', 'changes'],
  privacy: ['data', 'purpose', 'sharing', 'rights', 'device'],
};

/** Who runs the ally's site and where to write to them, as a link (brand.json `organization`). */
function Contact({ brand, words }: { brand: Brand; words: { ally: string; organization: string } }) {
  const { t } = useTranslation('legal');
  const { url } = brand.config.organization;
  return (
    <p>
      {t('contact', words)} <Link to={url}>{url.replace(/^https?:\/\//, '')}</Link>
    </p>
  );
}

/**
 * The ally's terms of use or privacy notice (`terminos`, `privacidad`), written from its
 * brand.json for an ally without pages of its own; an ally with its own page is pointed to it.
 * Server-rendered like the landing: the registration's links open it in a new tab.
 */
function LegalPage({ document }: { document: LegalDocument }) {
  const { t } = useTranslation('legal');
  const brand = useAllyBrand(useAllySite().allyCode);
  const words = { ally: brand?.config.name ?? '', organization: brand?.config.organization.name ?? '' };
  const title = t(`${document}.title`, words);
  usePageTitle(title);
  if (!brand) return null;
  const own = ownLegalPage(brand.config.legal, document);
  return (
    <Page>
      <Document>
        <h1>{title}</h1>
        {own ? (
          <p>
            {t('ownPage', words)} <Link to={own}>{own}</Link>
          </p>
        ) : (
          <>
            <p>{t(`${document}.intro`, words)}</p>
            {SECTIONS[document].map((section) => (
              <section key={section}>
                <h2>{t(`${document}.${section}.heading`, words)}</h2>
                <p>{t(`${document}.${section}.text`, words)}</p>
              </section>
            ))}
            <Contact brand={brand} words={words} />
          </>
        )}
      </Document>
    </Page>
  );
}

/** `/:country/:allyCode/terminos` */
export const TermsPage = () => <LegalPage document="terms" />;

/** `/:country/:allyCode/privacidad` */
export const PrivacyPage = () => <LegalPage document="privacy" />;
