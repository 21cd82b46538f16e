import { type ColorMode, resolveTheme } from '@aula/brand/theme';
import type { BrandTheme } from '@aula/contracts/brand-theme';
import { useCurrentBrand } from '@aula/ui-kit/current-brand';
import { globalRules } from '@aula/ui-kit/global-style';
import { I18nProvider } from '@aula/ui-kit/i18n-provider';
import { Moon, Sun } from '@aula/ui-kit/icons';
import { ToggleButton } from '@aula/ui-kit/tool-button';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled, { createGlobalStyle, ThemeProvider } from 'styled-components';
import { LessonPreviewPage, type PreviewLesson, type PreviewPart } from './lesson-preview-page';
import { PreviewFrame } from './preview-frame';

export type { PreviewCheck, PreviewLesson, PreviewPart } from './lesson-preview-page';

/**
 * The page defaults of the frame's document, one global style per mode: styled-components writes
 * every instance of one global style into each document that mounts it, so the console's own
 * GlobalStyle would carry its colours in (and this one's out).
 */
const FrameGlobalStyle: Record<ColorMode, ReturnType<typeof createGlobalStyle>> = {
  light: createGlobalStyle`${globalRules}`,
  dark: createGlobalStyle`${globalRules}`,
};

const Wrapper = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  justify-items: start;
`;

const Heading = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

const Note = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Modes = styled.div`
  display: inline-flex;
  gap: ${({ theme }) => theme.space.xs};
`;

const ModeButton = styled(ToggleButton)`
  padding: 0 ${({ theme }) => theme.space.md};
`;

export interface LessonPreviewProps {
  lesson: PreviewLesson;
  parts: readonly PreviewPart[];
  /** The ally's theme; by default the brand of the ally whose console this is. */
  brandTheme?: BrandTheme;
}

/**
 * A draft lesson as a learner will see it, before it is published: in the ally's own theme, light
 * or dark (the editor switches), in a phone-wide frame of its own.
 */
export function LessonPreview({ lesson, parts, brandTheme }: LessonPreviewProps) {
  const { t, i18n } = useTranslation('console', { keyPrefix: 'editing.preview' });
  const brand = useCurrentBrand();
  const headingId = useId();
  const [mode, setMode] = useState<ColorMode>('light');
  const themeSource = brandTheme ?? brand?.theme;
  if (!themeSource) throw new Error('LessonPreview needs the ally theme: a brandTheme or a CurrentBrandProvider');
  const theme = useMemo(() => resolveTheme(themeSource, mode), [themeSource, mode]);
  const GlobalStyle = FrameGlobalStyle[mode];
  const modes = [
    { value: 'light' as const, label: t('light'), Icon: Sun },
    { value: 'dark' as const, label: t('dark'), Icon: Moon },
  ];

  return (
    <Wrapper aria-labelledby={headingId}>
      <Heading id={headingId}>{t('title')}</Heading>
      <Note>{t('note')}</Note>
      <Modes role="group" aria-label={t('mode')}>
        {modes.map(({ value, label, Icon }) => (
          <ModeButton key={value} aria-pressed={mode === value} onClick={() => setMode(value)}>
            <Icon size={20} aria-hidden="true" />
            {label}
          </ModeButton>
        ))}
      </Modes>
      <PreviewFrame title={t('frameTitle', { title: lesson.title })} lang={brand?.config.locale ?? i18n.language}>
        <I18nProvider i18n={i18n}>
          <ThemeProvider theme={theme}>
            <GlobalStyle />
            <LessonPreviewPage lesson={lesson} parts={parts} />
          </ThemeProvider>
        </I18nProvider>
      </PreviewFrame>
    </Wrapper>
  );
}
