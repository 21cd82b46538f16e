import { FormTextField } from '@aula/ui-kit/forms/form-fields';
import type { Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { BrandFormValues } from './brand-form-values';
import { Group, GroupHint } from './brand-layout';

const FIELDS = [
  ['video_complete_percent', 'video'],
  ['reading_words_per_minute', 'wordsPerMinute'],
  ['reading_min_seconds', 'minSeconds'],
] as const;

/** When a part of a lesson counts as done for this ally's learners, each threshold said in a sentence. */
export function CompletionFields({ control }: { control: Control<BrandFormValues, unknown, unknown> }) {
  const { t } = useTranslation('console', { keyPrefix: 'brand.completion' });
  return (
    <Group>
      <legend>{t('title')}</legend>
      <GroupHint>{t('hint')}</GroupHint>
      {FIELDS.map(([name, words]) => (
        <FormTextField
          key={name}
          control={control}
          name={name}
          label={t(words)}
          hint={t(`${words}Hint`)}
          type="number"
          inputMode="numeric"
        />
      ))}
    </Group>
  );
}
