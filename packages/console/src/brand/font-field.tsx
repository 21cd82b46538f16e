import { BRAND_FONTS, type BrandFont, fontStack, WEB_FONTS, webFontOf } from '@aula/contracts/brand-fonts';
import { useFontFace } from '@aula/ui-kit/font-face';
import { FormSelectField } from '@aula/ui-kit/forms/form-fields';
import { type Control, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { BrandFormValues } from './brand-form-values';
import { Group, GroupHint } from './brand-layout';

type FormControl = Control<BrandFormValues, unknown, unknown>;

/** The head's id of the sample's font: apart from the ally's own (the font it has published). */
const SAMPLE_FONT_ID = 'brand-font-sample';

const Sample = styled.p<{ $stack: string }>`
  margin: 0;
  font-family: ${({ $stack }) => $stack};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  overflow-wrap: anywhere;
`;

/**
 * The pages' typeface, each named by its family, with a line drawn in the chosen one under it: only
 * that font is downloaded, and only while it is chosen (the site's default downloads nothing).
 */
export function FontField({ control }: { control: FormControl }) {
  const { t } = useTranslation('console', { keyPrefix: 'brand.font' });
  const chosen = useWatch({ control, name: 'font' });
  const webFont = webFontOf(chosen);
  useFontFace(webFont, { id: SAMPLE_FONT_ID });
  const label = (font: BrandFont) => (font === 'system' ? t('system') : WEB_FONTS[font].name);
  return (
    <Group>
      <legend>{t('title')}</legend>
      <GroupHint>{t('hint')}</GroupHint>
      <FormSelectField<BrandFormValues>
        control={control}
        name="font"
        label={t('label')}
        options={BRAND_FONTS.map((font) => ({ value: font, label: label(font) }))}
      />
      <Sample $stack={webFont ? fontStack(webFont) : 'inherit'}>{t('sample')}</Sample>
    </Group>
  );
}
