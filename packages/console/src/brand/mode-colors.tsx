import type { ContrastProblem } from '@aula/contracts/brand-contrast';
import type { Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { type BrandFormValues, type ColorMode, TOKEN_GROUPS } from './brand-form-values';
import { ModeGroup, TokenGrid, TokenGroup } from './brand-layout';
import { ColorField } from './color-field';
import { problemsOf } from './live-contrast';

export interface ModeColorsProps {
  control: Control<BrandFormValues, unknown, unknown>;
  mode: ColorMode;
  problems: ContrastProblem[];
}

/** One mode's twelve colours, in their groups ("Principal", "Texto y fondo", "Estados"). */
export function ModeColors({ control, mode, problems }: ModeColorsProps) {
  const { t } = useTranslation('console', { keyPrefix: 'brand' });
  return (
    <ModeGroup>
      <legend>{t(`modes.${mode}`)}</legend>
      {TOKEN_GROUPS.map((group) => (
        <TokenGroup key={group.id}>
          <legend>{t(`colors.groups.${group.id}`)}</legend>
          <TokenGrid>
            {group.tokens.map((token) => (
              <ColorField
                key={token}
                control={control}
                mode={mode}
                token={token}
                problems={problemsOf(problems, mode, token)}
              />
            ))}
          </TokenGrid>
        </TokenGroup>
      ))}
    </ModeGroup>
  );
}
