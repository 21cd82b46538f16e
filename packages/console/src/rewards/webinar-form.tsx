import { useCreateConsoleWebinarMutation, useUpdateConsoleWebinarMutation } from '@aula/api-client/console-rewards';
import { type ConsoleWebinar, consoleWebinarInput } from '@aula/contracts/console-rewards';
import { Button } from '@aula/ui-kit/button';
import { FormTextField } from '@aula/ui-kit/forms/form-fields';
import { FormMessage } from '@aula/ui-kit/forms/form-message';
import { useContractForm } from '@aula/ui-kit/forms/use-contract-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { Actions, FormStack } from '../shell/screen-layout';
import { useVersionedSave } from '../shell/use-versioned-save';
import { localDateTime } from './local-date-time';

interface WebinarFormValues {
  title: string;
  starts_at: string;
  duration_minutes: string;
  join_url: string;
}

const valuesOf = (webinar?: ConsoleWebinar): WebinarFormValues => ({
  title: webinar?.title ?? '',
  starts_at: webinar ? localDateTime(webinar.starts_at) : '',
  duration_minutes: String(webinar?.duration_minutes ?? 60),
  join_url: webinar?.join_url ?? '',
});

// The browser's date-time field has no offset: it is the editor's own clock, sent as an instant.
const request = z.preprocess((raw) => {
  const values = raw as WebinarFormValues;
  const when = new Date(values.starts_at);
  return {
    ...values,
    starts_at: Number.isNaN(when.getTime()) ? values.starts_at : when.toISOString(),
    duration_minutes: Number(values.duration_minutes),
  };
}, consoleWebinarInput);

export interface WebinarFormProps {
  webinar?: ConsoleWebinar;
  onDone: () => void;
}

/** A webinar's title, time, length and room link; a save that lost a race is told, never overwritten. */
export function WebinarForm({ webinar, onDone }: WebinarFormProps) {
  const { t } = useTranslation('console');
  const form = useContractForm(request, { defaultValues: valuesOf(webinar) });
  const { version, settle, notice } = useVersionedSave<ConsoleWebinar>({
    version: webinar?.version ?? 1,
    showRefusal: form.showRefusal,
    onTaken: (current) => form.reset(valuesOf(current)),
  });
  const [create, creating] = useCreateConsoleWebinarMutation();
  const [update, updating] = useUpdateConsoleWebinarMutation();

  const save = form.submitWith(async (body) => {
    const result = webinar ? await update({ id: webinar.id, body: { ...body, version } }) : await create(body);
    if (settle(result, t('rewards.webinars.form.saved'))) onDone();
  });

  return (
    <form
      ref={form.formRef}
      noValidate
      onSubmit={save}
      aria-label={t(webinar ? 'rewards.webinars.form.editTitle' : 'rewards.webinars.form.newTitle')}
    >
      <FormStack>
        {notice}
        <FormTextField control={form.control} name="title" label={t('rewards.webinars.form.title')} />
        <FormTextField
          control={form.control}
          name="starts_at"
          type="datetime-local"
          label={t('rewards.webinars.form.startsAt')}
        />
        <FormTextField
          control={form.control}
          name="duration_minutes"
          type="number"
          inputMode="numeric"
          min={15}
          max={480}
          label={t('rewards.webinars.form.duration')}
        />
        <FormTextField
          control={form.control}
          name="join_url"
          inputMode="url"
          spellCheck={false}
          label={t('rewards.webinars.form.joinUrl')}
        />
        <FormMessage message={form.formMessage} />
        <Actions>
          <Button type="submit" loading={creating.isLoading || updating.isLoading}>
            {t('rewards.webinars.form.save')}
          </Button>
          <Button type="button" variant="ghost" onClick={onDone}>
            {t('rewards.webinars.form.cancel')}
          </Button>
        </Actions>
      </FormStack>
    </form>
  );
}
