import type { ColorMode } from '@aula/brand/theme';
import type { ColorTokens } from '@aula/contracts/brand-theme';
import { TOUCH_TARGET } from '@aula/ui-kit/focus-ring';
import { FormTextField } from '@aula/ui-kit/forms/form-fields';
import type { Dispatch } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { LogoPicker } from './logo-picker';
import type { StudioAction, StudioState } from './studio-state';
import { useStudioForm } from './use-studio-form';

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

/** Everything an ally team may change: words, logo, colours of both modes, fonts, corners. */
export function StudioControls({ state, dispatch }: { state: StudioState; dispatch: Dispatch<StudioAction> }) {
  const { t } = useTranslation('studio');
  const { control } = useStudioForm(state, dispatch);
  return (
    <>
      <Group>
        <legend>{t('words')}</legend>
        <FormTextField control={control} name="name" label={t('name')} />
        <FormTextField control={control} name="tagline" label={t('tagline')} />
        <LogoPicker problem={state.logoProblem} dispatch={dispatch} />
      </Group>
      <ColorGroup state={state} mode="light" dispatch={dispatch} />
      <ColorGroup state={state} mode="dark" dispatch={dispatch} />
      <Group>
        <legend>{t('fonts')}</legend>
        {(['body', 'heading'] as const).map((which) => (
          <FormTextField
            key={which}
            control={control}
            name={`fonts.${which}`}
            label={t(which === 'body' ? 'fontBody' : 'fontHeading')}
            hint={t('fontHint')}
          />
        ))}
      </Group>
      <Group>
        <legend>{t('radii')}</legend>
        <Row>
          {(['sm', 'md', 'lg'] as const).map((which) => (
            <FormTextField
              key={which}
              control={control}
              name={`radii.${which}`}
              label={t(`radius${which === 'sm' ? 'Sm' : which === 'md' ? 'Md' : 'Lg'}`)}
            />
          ))}
        </Row>
      </Group>
    </>
  );
}
