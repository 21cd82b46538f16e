import { useAllySite } from '@aula/ui-kit/ally-site';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { COLOR_MODES, type ColorMode } from './brand-form-values';
import { PreviewChoice } from './preview-choice';
import { PREVIEW_PAGES, type PreviewDraft, type PreviewPage, previewMessage, usePreviewPath } from './preview-pages';
import { SiteFrame } from './site-frame';

const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
`;

const Heading = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.md};
`;

const Hint = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/**
 * The ally's own pages as a phone shows them (its landing, a lesson, the console's summary), light
 * or dark, wearing the form's name, line and colours as they are typed, before anything is saved.
 */
export function BrandPreview({ draft }: { draft: PreviewDraft }) {
  const { t } = useTranslation('console', { keyPrefix: 'brand.preview' });
  const heading = useId();
  const site = useAllySite();
  const [page, setPage] = useState<PreviewPage>('landing');
  const [mode, setMode] = useState<ColorMode>('light');
  const src = usePreviewPath(page, site);
  const pages = PREVIEW_PAGES.map((value) => ({ value, label: t(`pages.${value}`) }));
  const modes = COLOR_MODES.map((value) => ({ value, label: t(`modes.${value}`) }));
  return (
    <Section aria-labelledby={heading} data-brand-preview="">
      <Heading id={heading}>{t('title')}</Heading>
      <Hint>{t('hint')}</Hint>
      <PreviewChoice label={t('page')} options={pages} value={page} onChange={setPage} />
      <PreviewChoice label={t('mode')} options={modes} value={mode} onChange={setMode} />
      <SiteFrame
        src={src}
        title={t(`frameTitle.${mode}`, { page: t(`pages.${page}`) })}
        message={previewMessage(draft, mode)}
      />
    </Section>
  );
}
