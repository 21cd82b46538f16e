import { useSaveConsoleReminderKindMutation } from '@aula/api-client/console-reminders';
import { REMINDER_LANGUAGES, type ReminderKindSettings } from '@aula/contracts/reminders';
import { Button } from '@aula/ui-kit/button';
import { FormCheckboxField, FormSelectField, FormTextField } from '@aula/ui-kit/forms/form-fields';
import { FormMessage } from '@aula/ui-kit/forms/form-message';
import { useContractForm } from '@aula/ui-kit/forms/use-contract-form';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Actions } from '../shell/screen-layout';
import { useVersionedSave } from '../shell/use-versioned-save';
import { hourLabel } from './hour-label';
import { type KindFormValues, kindFormMessages, kindFormRequest, kindFormValues } from './kind-form-values';
import { MessagePreview } from './message-preview';
import { TemplateApproval } from './template-approval';
import { TemplateField } from './template-field';

const Settings = styled.div`
  display: grid;
  gap: 0 ${({ theme }) => theme.space.lg};
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 16rem), 1fr));
  align-items: start;
`;

// Each language's text beside its preview on a wide screen, the preview under the text on a phone.
const Language = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  grid-template-columns: minmax(0, 1fr);
  padding-block: ${({ theme }) => theme.space.md};
  border-top: 1px solid ${({ theme }) => theme.colors.border};

  @media (min-width: 56rem) {
    grid-template-columns: minmax(0, 3fr) minmax(0, 2fr);
    align-items: start;
  }
`;

/**
 * One kind's switch, days, hour and both texts with their previews and WhatsApp templates, saved
 * together; a lost race with another editor is told, never overwritten.
 */
export function KindForm({ kind }: { kind: ReminderKindSettings }) {
  const { t } = useTranslation('console');
  const form = useContractForm(kindFormRequest, {
    defaultValues: kindFormValues(kind),
    messages: kindFormMessages,
  });
  const bodies = useWatch({ control: form.control, name: 'templates' });
  const [save, saving] = useSaveConsoleReminderKindMutation();
  const { version, settle, refused, notice } = useVersionedSave<ReminderKindSettings>({
    version: kind.version,
    showRefusal: form.showRefusal,
    onTaken: (next) => form.reset(kindFormValues(next)),
  });
  const name = t(`messages.kinds.${kind.kind}.name`);
  const hours = Array.from({ length: 24 }, (_, hour) => ({ value: String(hour), label: hourLabel(hour) }));

  const submit = form.submitWith(async (fields) => {
    const result = await save({ kind: kind.kind, body: { ...fields, version } });
    settle(result, t('messages.saved', { kind: name }));
  });

  return (
    <form ref={form.formRef} noValidate onSubmit={submit}>
      {notice}
      <FormCheckboxField control={form.control} name="enabled" label={t('messages.fields.enabled')} />
      <Settings>
        {kind.kind === 'stopped_mid_lesson' && (
          <FormTextField
            control={form.control}
            name="afterDays"
            type="number"
            inputMode="numeric"
            min={1}
            max={60}
            label={t('messages.fields.afterDays')}
            hint={t('messages.fields.afterDaysHint')}
          />
        )}
        <FormSelectField<KindFormValues>
          control={form.control}
          name="sendHour"
          label={t('messages.fields.sendHour')}
          hint={t('messages.fields.sendHourHint')}
          options={hours}
        />
      </Settings>
      {REMINDER_LANGUAGES.map((language) => (
        <Language key={language}>
          <div>
            <TemplateField control={form.control} language={language} />
            <TemplateApproval
              kind={kind.kind}
              language={language}
              version={version}
              dirty={form.formState.isDirty}
              firstName={kind.templates[language].whatsappTemplateName}
              onConflict={refused}
            />
          </div>
          <MessagePreview kind={kind.kind} language={language} body={bodies?.[language]?.body ?? ''} />
        </Language>
      ))}
      <FormMessage message={form.formMessage} />
      <Actions>
        <Button type="submit" loading={saving.isLoading}>
          {t('messages.save', { kind: name })}
        </Button>
      </Actions>
    </form>
  );
}
