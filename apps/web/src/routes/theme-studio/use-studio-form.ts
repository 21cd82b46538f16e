import { brandConfigSchema } from '@aula/brand/config-schema';
import { brandThemeSchema } from '@aula/contracts/brand-theme';
import { useContractForm } from '@aula/ui-kit/forms/use-contract-form';
import { type Dispatch, useEffect } from 'react';
import type { StudioAction, StudioState } from './studio-state';

/** The studio's typed fields, held to the rules of the brand files they go into. */
const studioFields = brandConfigSchema.pick({ name: true, tagline: true }).extend({
  fonts: brandThemeSchema.shape.fonts,
  radii: brandThemeSchema.shape.radii.pick({ sm: true, md: true, lg: true }),
});

// The studio's sentences where the kit's rule words would not show the shape wanted.
const messages = {
  'fonts.body': { invalid: 'studio:fontInvalid' },
  'fonts.heading': { invalid: 'studio:fontInvalid' },
  'radii.sm': { invalid: 'studio:lengthInvalid' },
  'radii.md': { invalid: 'studio:lengthInvalid' },
  'radii.lg': { invalid: 'studio:lengthInvalid' },
};

/** What a change of one typed field does to the brand being edited. */
function actionOf(name: string, value: string): StudioAction | undefined {
  const [group, which] = name.split('.');
  if (name === 'name' || name === 'tagline') return { type: 'text', which: name, value };
  if (group === 'fonts' && (which === 'body' || which === 'heading')) return { type: 'font', which, value };
  if (group === 'radii' && (which === 'sm' || which === 'md' || which === 'lg'))
    return { type: 'radius', which, value };
  return undefined;
}

/**
 * The words, fonts and corners as a contract form: each keystroke redraws the previews and is
 * checked at once (nothing is submitted), by the same schema `brand:check` applies.
 */
export function useStudioForm(state: StudioState, dispatch: Dispatch<StudioAction>) {
  const { fonts, radii } = state.theme;
  const form = useContractForm(studioFields, {
    defaultValues: {
      name: state.config.name,
      tagline: state.config.tagline,
      fonts: { body: fonts.body, heading: fonts.heading },
      radii: { sm: radii.sm, md: radii.md, lg: radii.lg },
    },
    messages,
    mode: 'onChange',
    reValidateMode: 'onChange',
  });
  const { watch } = form;
  useEffect(() => {
    const subscription = watch((values, { name }) => {
      const value = name?.split('.').reduce<unknown>((at, key) => (at as Record<string, unknown>)?.[key], values);
      const action = name && typeof value === 'string' ? actionOf(name, value) : undefined;
      if (action) dispatch(action);
    });
    return () => subscription.unsubscribe();
  }, [watch, dispatch]);
  return form;
}
