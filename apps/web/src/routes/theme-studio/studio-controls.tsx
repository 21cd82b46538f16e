import type { BrandProblem } from '@aula/brand/check-data';
import type { ColorMode } from '@aula/brand/theme';
import type { ColorTokens } from '@aula/brand/theme-schema';
import { TOUCH_TARGET } from '@aula/ui-kit/focus-ring';
import { TextField } from '@aula/ui-kit/text-field';
import type { Dispatch } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { LogoPicker } from './logo-picker';
import type { StudioAction, StudioState } from './studio-state';

const TOKENS: Array<keyof ColorTokens> = [
  'primary',
  'onPrimary',
  'secondary',
  'onSecondary',
  'background',
  'surface',
  'text',
  'textMuted',
  'border',
  'focus',
  'danger',
  'success',
];

export const Group = styled.fieldset`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  min-width: 0;
  margin: 0;
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};

  legend {
    padding-inline: ${({ theme }) => theme.space.xs};
    font-weight: 700;
  }
`;

const Swatches = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(9.5rem, 1fr));
  gap: ${({ theme }) => theme.space.sm};
`;

const Swatch = styled.label`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  min-height: ${TOUCH_TARGET};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  line-height: 1.25;

  input {
    flex: none;
    width: ${TOUCH_TARGET};
    height: ${TOUCH_TARGET};
    padding: 2px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.sm};
    background: ${({ theme }) => theme.colors.surface};
    cursor: pointer;
  }

  code {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Row = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(6.5rem, 1fr));
  column-gap: ${({ theme }) => theme.space.sm};
`;

function ColorGroup({
  state,
  mode,
  dispatch,
}: {
  state: StudioState;
  mode: ColorMode;
  dispatch: Dispatch<StudioAction>;
}) {
  const { t } = useTranslation('studio');
  const colors = state.theme.colors[mode];
  return (
    <Group>
      <legend>{t('colors', { mode: t(`${mode}`) })}</legend>
      <Swatches>
        {TOKENS.map((token) => (
          <Swatch key={token}>
            <input
              type="color"
              value={colors[token]}
              onChange={(event) => dispatch({ type: 'color', mode, token, value: event.target.value })}
            />
            <span>
              {t(`tokens.${token}`)}
              <br />
              <code>{colors[token]}</code>
            </span>
          </Swatch>
        ))}
      </Swatches>
    </Group>
  );
}

/** `message` when the checker refuses this field of this file, else nothing. */
const fieldError =
  (problems: readonly BrandProblem[]) => (file: 'brand.json' | 'theme.json', field: string, message: string) =>
    problems.some((problem) => problem.file.endsWith(`/${file}`) && problem.field === field) ? message : undefined;

/** Everything an ally team may change: words, logo, colours of both modes, fonts, corners. */
export function StudioControls({
  state,
  problems,
  dispatch,
}: {
  state: StudioState;
  problems: readonly BrandProblem[];
  dispatch: Dispatch<StudioAction>;
}) {
  const { t } = useTranslation('studio');
  const errorOf = fieldError(problems);
  const { fonts, radii } = state.theme;
  return (
    <>
      <Group>
        <legend>{t('words')}</legend>
        <TextField
          label={t('name')}
          value={state.config.name}
          error={errorOf('brand.json', 'name', t('required'))}
          onChange={(event) => dispatch({ type: 'text', which: 'name', value: event.target.value })}
        />
        <TextField
          label={t('tagline')}
          value={state.config.tagline}
          error={errorOf('brand.json', 'tagline', t('required'))}
          onChange={(event) => dispatch({ type: 'text', which: 'tagline', value: event.target.value })}
        />
        <LogoPicker problem={state.logoProblem} dispatch={dispatch} />
      </Group>
      <ColorGroup state={state} mode="light" dispatch={dispatch} />
      <ColorGroup state={state} mode="dark" dispatch={dispatch} />
      <Group>
        <legend>{t('fonts')}</legend>
        {(['body', 'heading'] as const).map((which) => (
          <TextField
            key={which}
            label={t(which === 'body' ? 'fontBody' : 'fontHeading')}
            hint={t('fontHint')}
            value={fonts[which]}
            error={errorOf('theme.json', `fonts.${which}`, t('fontInvalid'))}
            onChange={(event) => dispatch({ type: 'font', which, value: event.target.value })}
          />
        ))}
      </Group>
      <Group>
        <legend>{t('radii')}</legend>
        <Row>
          {(['sm', 'md', 'lg'] as const).map((which) => (
            <TextField
              key={which}
              label={t(`radius${which === 'sm' ? 'Sm' : which === 'md' ? 'Md' : 'Lg'}`)}
              value={radii[which]}
              error={errorOf('theme.json', `radii.${which}`, t('lengthInvalid'))}
              onChange={(event) => dispatch({ type: 'radius', which, value: event.target.value })}
            />
          ))}
        </Row>
      </Group>
    </>
  );
}
