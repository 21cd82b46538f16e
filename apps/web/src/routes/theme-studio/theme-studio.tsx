import type { Brand } from '@aula/brand/brand';
import type { ColorMode } from '@aula/brand/theme';
import { contrastProblems } from '@aula/contracts/brand-contrast';
import { TOUCH_TARGET } from '@aula/ui-kit/focus-ring';
import { useId, useMemo, useReducer, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { ContrastReport } from './contrast-report';
import { ExportFiles } from './export-files';
import { addStudioMessages } from './messages';
import { PreviewFrame } from './preview-frame';
import { PreviewScreen, SCREENS, type StudioScreen } from './preview-screens';
import { StudioControls } from './studio-controls';
import { brandJson, previewBrand, startFrom, studioProblems, studioReducer, themeJson } from './studio-state';
import { createStudioStore, useQuietAuthFailures } from './use-studio-store';

const WIDE = '@media (min-width: 64rem)';
const TWO_PREVIEWS = '@media (min-width: 40rem)';

const Layout = styled.main`
  display: grid;
  grid-template-areas: 'intro' 'preview' 'controls';
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.md};

  ${WIDE} {
    grid-template-columns: minmax(20rem, 26rem) minmax(0, 1fr);
    grid-template-areas: 'intro preview' 'controls preview';
    grid-template-rows: auto 1fr;
    column-gap: ${({ theme }) => theme.space.lg};
  }
`;

const Intro = styled.div`
  grid-area: intro;
  display: grid;
  gap: ${({ theme }) => theme.space.sm};

  h1,
  p {
    margin: 0;
  }
`;

const Controls = styled.div`
  grid-area: controls;
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  min-width: 0;
`;

/** Stays in view while the controls scroll, so every edit is seen where it lands. */
const PreviewPanel = styled.section`
  grid-area: preview;
  position: sticky;
  top: 0;
  z-index: 1;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  height: 58vh;
  min-width: 0;
  margin-inline: calc(-1 * ${({ theme }) => theme.space.md});
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  background: ${({ theme }) => theme.colors.background};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};

  ${WIDE} {
    align-self: start;
    height: calc(100vh - 2 * ${({ theme }) => theme.space.md});
    margin-inline: 0;
    padding: 0;
    border-bottom: 0;
  }
`;

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: end;
  gap: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
`;

const Labelled = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};

  label {
    font-weight: 700;
  }
`;

const Select = styled.select`
  min-height: ${TOUCH_TARGET};
  max-width: 100%;
  padding-inline: ${({ theme }) => theme.space.sm};
  border: 2px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
`;

const ContrastBadge = styled.a<{ $ok: boolean }>`
  display: inline-flex;
  align-items: center;
  min-height: ${TOUCH_TARGET};
  color: ${({ theme, $ok }) => ($ok ? theme.colors.success : theme.colors.danger)};
  font-weight: 700;
`;

/** On a phone one preview at a time (light or dark, the team's pick); both side by side from 40rem. */
const Previews = styled.div<{ $shown: ColorMode }>`
  flex: 1;
  min-height: 0;
  display: grid;
  grid-template-rows: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.md};

  & > [data-mode] {
    min-height: 0;
  }

  & > [data-mode]:not([data-mode='${({ $shown }) => $shown}']) {
    display: none;
  }

  ${TWO_PREVIEWS} {
    grid-template-columns: 1fr 1fr;

    & > [data-mode]:not([data-mode='${({ $shown }) => $shown}']) {
      display: block;
    }
  }
`;

const ModePicker = styled(Labelled)`
  ${TWO_PREVIEWS} {
    display: none;
  }
`;

const MODES: ColorMode[] = ['light', 'dark'];

const screenLabel = { landing: 'screenLanding', lesson: 'screenLesson', signIn: 'screenSignIn' };

/**
 * The theme studio: an ally team picks its brand, edits it and sees the real screens change in
 * light and dark as it types, with contrast problems listed as they appear; then exports
 * theme.json and brand.json for its folder. Nothing is saved or rebuilt.
 */
export function ThemeStudio({ brands, initial }: { brands: readonly Brand[]; initial?: string }) {
  addStudioMessages(useTranslation().i18n);
  const { t, i18n } = useTranslation('studio');
  const first = brands.find((brand) => brand.config.allyCode === initial) ?? brands[0];
  if (!first) throw new Error('the theme studio needs at least one brand');
  const [state, dispatch] = useReducer(studioReducer, first, startFrom);
  const [screen, setScreen] = useState<StudioScreen>('landing');
  const [shown, setShown] = useState<ColorMode>('light');
  const id = useId();
  const store = useMemo(createStudioStore, []);
  useQuietAuthFailures();
  const brand = previewBrand(state);
  const problems = studioProblems(state);
  const contrast = contrastProblems(state.theme.colors).length;
  const files = [
    ['theme.json', themeJson(state)],
    ['brand.json', brandJson(state)],
  ] as const;

  return (
    <Layout>
      <Intro>
        <h1>{t('title')}</h1>
        <p>{t('intro')}</p>
        <Labelled>
          <label htmlFor={`${id}-brand`}>{t('brand')}</label>
          <Select
            id={`${id}-brand`}
            value={state.allyCode}
            onChange={(event) => {
              const picked = brands.find((item) => item.config.allyCode === event.target.value);
              if (picked) dispatch({ type: 'pick', brand: picked });
            }}
          >
            {brands.map((item) => (
              <option key={item.config.allyCode} value={item.config.allyCode}>
                {item.config.name} ({item.config.allyCode})
              </option>
            ))}
          </Select>
        </Labelled>
      </Intro>
      <PreviewPanel aria-label={t('previews')}>
        <Toolbar>
          <Labelled>
            <label htmlFor={`${id}-screen`}>{t('screen')}</label>
            <Select
              id={`${id}-screen`}
              value={screen}
              onChange={(event) => setScreen(event.target.value as StudioScreen)}
            >
              {SCREENS.map((item) => (
                <option key={item} value={item}>
                  {t(screenLabel[item])}
                </option>
              ))}
            </Select>
          </Labelled>
          <ModePicker>
            <label htmlFor={`${id}-mode`}>{t('mode')}</label>
            <Select id={`${id}-mode`} value={shown} onChange={(event) => setShown(event.target.value as ColorMode)}>
              {MODES.map((mode) => (
                <option key={mode} value={mode}>
                  {t(`${mode}`)}
                </option>
              ))}
            </Select>
          </ModePicker>
          <ContrastBadge href="#studio-contrast" $ok={contrast === 0}>
            {contrast === 0 ? t('contrastBadgeOk') : t('contrastBadge', { count: contrast })}
          </ContrastBadge>
        </Toolbar>
        <Previews $shown={shown}>
          {MODES.map((mode) => (
            <div key={mode} data-mode={mode}>
              <PreviewFrame title={t('preview', { mode: t(`${mode}`) })} lang={state.config.locale}>
                <PreviewScreen brand={brand} mode={mode} screen={screen} store={store} i18n={i18n} />
              </PreviewFrame>
            </div>
          ))}
        </Previews>
      </PreviewPanel>
      <Controls>
        <ContrastReport colors={state.theme.colors} />
        <StudioControls key={state.allyCode} state={state} dispatch={dispatch} />
        <ExportFiles allyCode={state.allyCode} files={files} problems={problems} />
      </Controls>
    </Layout>
  );
}
