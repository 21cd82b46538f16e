import {
  useCreateConsoleAchievementMutation,
  useUpdateConsoleAchievementMutation,
} from '@aula/api-client/console-rewards';
import { type ConsoleAchievement, type ConsoleWebinar, consoleAchievementInput } from '@aula/contracts/console-rewards';
import { Button } from '@aula/ui-kit/button';
import { FormSelectField, FormTextField } from '@aula/ui-kit/forms/form-fields';
import { FormMessage } from '@aula/ui-kit/forms/form-message';
import { useContractForm } from '@aula/ui-kit/forms/use-contract-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { Actions, FormStack } from '../shell/screen-layout';
import { useVersionedSave } from '../shell/use-versioned-save';

const KINDS = ['webinar', 'report', 'physical'] as const;

interface AchievementFormValues {
  module_id: string;
  title: string;
  description: string;
  prize_kind: string;
  prize_title: string;
  prize_description: string;
  webinar_id: string;
}

const valuesOf = (item: ConsoleAchievement | undefined, firstModule: number | undefined): AchievementFormValues => ({
  module_id: String(item?.module_id ?? firstModule ?? ''),
  title: item?.title ?? '',
  description: item?.description ?? '',
  prize_kind: item?.prize_kind ?? 'webinar',
  prize_title: item?.prize_title ?? '',
  prize_description: item?.prize_description ?? '',
  webinar_id: item?.webinar_id ? String(item.webinar_id) : '',
});

// Selects hold text; the contract wants ids as numbers and "no webinar" as null.
const request = z.preprocess((raw) => {
  const values = raw as AchievementFormValues;
  return {
    ...values,
    module_id: Number(values.module_id),
    webinar_id: values.webinar_id ? Number(values.webinar_id) : null,
  };
}, consoleAchievementInput);

export interface AchievementFormProps {
  achievement?: ConsoleAchievement;
  modules: readonly { id: number; title: string }[];
  webinars: readonly ConsoleWebinar[];
  onDone: () => void;
}

/** An achievement (the module that earns it) and its prize; a lost race is told, never overwritten. */
export function AchievementForm({ achievement, modules, webinars, onDone }: AchievementFormProps) {
  const { t } = useTranslation('console');
  const form = useContractForm(request, { defaultValues: valuesOf(achievement, modules[0]?.id) });
  const { version, settle, notice } = useVersionedSave<ConsoleAchievement>({
    version: achievement?.version ?? 1,
    showRefusal: form.showRefusal,
    onTaken: (current) => form.reset(valuesOf(current, modules[0]?.id)),
  });
  const [create, creating] = useCreateConsoleAchievementMutation();
  const [update, updating] = useUpdateConsoleAchievementMutation();
  const kind = form.watch('prize_kind');

  const save = form.submitWith(async (body) => {
    const result = achievement ? await update({ id: achievement.id, body: { ...body, version } }) : await create(body);
    if (settle(result, t('rewards.achievements.form.saved'))) onDone();
  });

  return (
    <form
      ref={form.formRef}
      noValidate
      onSubmit={save}
      aria-label={t(achievement ? 'rewards.achievements.form.editTitle' : 'rewards.achievements.form.newTitle')}
    >
      <FormStack>
        {notice}
        <FormSelectField
          control={form.control}
          name="module_id"
          label={t('rewards.achievements.form.module')}
          options={modules.map((module) => ({ value: String(module.id), label: module.title }))}
        />
        <FormTextField control={form.control} name="title" label={t('rewards.achievements.form.title')} />
        <FormTextField control={form.control} name="description" label={t('rewards.achievements.form.description')} />
        <FormSelectField
          control={form.control}
          name="prize_kind"
          label={t('rewards.achievements.form.prizeKind')}
          options={KINDS.map((value) => ({ value, label: t(`rewards.achievements.kinds.${value}`) }))}
        />
        <FormTextField control={form.control} name="prize_title" label={t('rewards.achievements.form.prizeTitle')} />
        <FormTextField
          control={form.control}
          name="prize_description"
          label={t('rewards.achievements.form.prizeDescription')}
        />
        {kind === 'webinar' && (
          <FormSelectField
            control={form.control}
            name="webinar_id"
            label={t('rewards.achievements.form.webinar')}
            options={[
              { value: '', label: t('rewards.achievements.form.noWebinar') },
              ...webinars.map((webinar) => ({ value: String(webinar.id), label: webinar.title })),
            ]}
          />
        )}
        <FormMessage message={form.formMessage} />
        <Actions>
          <Button type="submit" loading={creating.isLoading || updating.isLoading}>
            {t('rewards.achievements.form.save')}
          </Button>
          <Button type="button" variant="ghost" onClick={onDone}>
            {t('rewards.achievements.form.cancel')}
          </Button>
        </Actions>
      </FormStack>
    </form>
  );
}
