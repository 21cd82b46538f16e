import type { ColorTokens } from '@aula/contracts/brand-theme';
import type { BrandSettings } from '@aula/contracts/console-brand';
import { type CSSProperties, useId } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { COLOR_MODES, type ColorMode } from './brand-form-values';

// The sample is drawn with the colours being edited, not the console's theme. They reach the
// styles as custom properties on the sample's root: the classes stay the same however often the
// picker moves, so styled-components does not make a class per colour.
const v = (token: keyof ColorTokens) => `var(--brand-${token})`;

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

const Samples = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
`;

const Sample = styled.figure`
  margin: 0;
  overflow: hidden;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};

  figcaption {
    padding: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.sm};
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: 700;
  }
`;

const Bar = styled.div`
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  background: ${v('primary')};
  color: ${v('onPrimary')};
  font-weight: 700;
  overflow-wrap: anywhere;
`;

const Page = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.md};
  background: ${v('background')};
  color: ${v('text')};

  p {
    margin: 0;
  }
`;

const SampleLink = styled.span`
  color: ${v('primary')};
  text-decoration: underline;
`;

const Card = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border: 1px solid ${v('border')};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${v('surface')};
  color: ${v('text')};
`;

const Muted = styled.p`
  color: ${v('textMuted')};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  padding-block: ${({ theme }) => theme.space.xs};
`;

/** A button's look only: the sample is a picture, nothing in it can be pressed. */
const SampleButton = styled.span<{ $tone: 'primary' | 'secondary' }>`
  display: inline-block;
  padding: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ $tone }) => v($tone)};
  color: ${({ $tone }) => v($tone === 'primary' ? 'onPrimary' : 'onSecondary')};
  font-weight: 700;
`;

/** The main button drawn as focused, to show the focus colour. */
const FocusedButton = styled(SampleButton)`
  outline: 3px solid ${v('focus')};
  outline-offset: 2px;
`;

const State = styled.p<{ $tone: 'success' | 'danger' }>`
  color: ${({ $tone }) => v($tone)};
  font-weight: 700;
`;

function tokenStyle(tokens: ColorTokens): CSSProperties {
  return Object.fromEntries(Object.entries(tokens).map(([token, value]) => [`--brand-${token}`, value]));
}

function ModeSample({ mode, draft }: { mode: ColorMode; draft: Pick<BrandSettings, 'name' | 'tagline' | 'colors'> }) {
  const { t } = useTranslation('console', { keyPrefix: 'brand' });
  return (
    <Sample style={tokenStyle(draft.colors[mode])}>
      <figcaption>{t(`modes.${mode}`)}</figcaption>
      <Bar>{draft.name}</Bar>
      <Page>
        <p>{draft.tagline || t('preview.lead')}</p>
        <Card>
          <p>
            <strong>{t('preview.cardTitle')}</strong>
          </p>
          <Muted>{t('preview.cardText')}</Muted>
          <Buttons>
            <FocusedButton $tone="primary">{t('preview.start')}</FocusedButton>
            <SampleButton $tone="secondary">{t('preview.later')}</SampleButton>
          </Buttons>
          <State $tone="success">{t('preview.success')}</State>
        </Card>
        <p>
          <SampleLink>{t('preview.link')}</SampleLink>
        </p>
        <State $tone="danger">{t('preview.error')}</State>
      </Page>
    </Sample>
  );
}

/**
 * The brand as learners would see it, light and dark, drawn from the form's values as they are
 * typed: a top bar, text on the page and on a card, both buttons (the main one focused), a link,
 * a success and an error line.
 */
export function BrandPreview({ draft }: { draft: Pick<BrandSettings, 'name' | 'tagline' | 'colors'> }) {
  const { t } = useTranslation('console', { keyPrefix: 'brand.preview' });
  const heading = useId();
  return (
    <Section aria-labelledby={heading} data-brand-preview="">
      <Heading id={heading}>{t('title')}</Heading>
      <Hint>{t('hint')}</Hint>
      <Samples>
        {COLOR_MODES.map((mode) => (
          <ModeSample key={mode} mode={mode} draft={draft} />
        ))}
      </Samples>
    </Section>
  );
}
