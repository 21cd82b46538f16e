import type { Brand } from '@aula/brand/brand';
import { type LegalDocument, legalHref } from '@aula/brand/legal-links';
import { useAllySite } from '@aula/ui-kit/ally-site';
import { ExternalLink, ICON_SIZE } from '@aula/ui-kit/icons';
import { Link } from '@aula/ui-kit/link';
import { VisuallyHidden } from '@aula/ui-kit/visually-hidden';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';

const Intro = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.xs};
`;

// Two links, one a line: each a whole row to tap on a phone.
const Documents = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 0 ${({ theme }) => theme.space.lg};
  margin: 0;
  padding: 0;
  list-style: none;

  & a {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space.xs};
    min-height: 2.75rem;
  }
`;

const LINKS: { document: LegalDocument; label: 'fields.termsLink' | 'fields.privacyLink' }[] = [
  { document: 'terms', label: 'fields.termsLink' },
  { document: 'privacy', label: 'fields.privacyLink' },
];

/**
 * The ally's terms of use and privacy notice (brand.json `legal`), read before the consent box.
 * They open in a new tab, and say so, so the half-filled form is still here when the learner returns.
 */
export function LegalDocuments({ brand }: { brand: Brand }) {
  const { t } = useTranslation('auth');
  const site = useAllySite();
  return (
    <div>
      <Intro>{t('fields.termsRead', { ally: brand.config.name })}</Intro>
      <Documents>
        {LINKS.map(({ document, label }) => (
          <li key={document}>
            <Link to={legalHref(brand.config.legal, document, site)} target="_blank" rel="noopener">
              {/* The space is the name's, between the word and the hint (both read as one name). */}
              {`${t(label)} `}
              <ExternalLink size={ICON_SIZE.sm} />
              <VisuallyHidden>{t('fields.newTab')}</VisuallyHidden>
            </Link>
          </li>
        ))}
      </Documents>
    </div>
  );
}
