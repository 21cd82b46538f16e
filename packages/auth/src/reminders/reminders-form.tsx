import { refusalOf } from '@aula/api-client/errors';
import { type ReminderPreferencesAnswer, useSaveReminderPreferencesMutation } from '@aula/api-client/reminders';
import { type ReminderPreferencesInput, reminderPreferencesInput } from '@aula/contracts/reminder-preferences';
import { useAlerts } from '@aula/ui-kit/alert-provider';
import { useAllySite } from '@aula/ui-kit/ally-site';
import { Button } from '@aula/ui-kit/button';
import { useCurrentBrand } from '@aula/ui-kit/current-brand';
import type { FieldMessages } from '@aula/ui-kit/forms/field-messages';
import { FormCheckboxField, FormSelectField } from '@aula/ui-kit/forms/form-fields';
import { FormMessage } from '@aula/ui-kit/forms/form-message';
import { FormName, submissionOf, usePostedAnswer } from '@aula/ui-kit/forms/page-form';
import { useContractForm } from '@aula/ui-kit/forms/use-contract-form';
import { useDateFormat } from '@aula/ui-kit/use-date-format';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import styled from 'styled-components';
import { browserTimeZone } from '../register/reminder-opt-in';
import { Notice } from '../shared/notice';
import { ChoiceGroup } from './choice-group';
import { ConsentRecord } from './consent-record';
import { choiceOf, REMINDERS_FORM, SAVED_PARAM } from './reminder-choice';
import { hourLabel, timeZoneChoices, timeZoneLabel } from './time-zones';

const Hours = styled.fieldset`
  margin: 0;
  padding: 0;
  border: 0;
  min-width: 0;

  legend {
    padding: 0;
    font-weight: 700;
  }
`;

const HoursHint = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/** The two hours side by side where there is room, one under the other on a narrow phone. */
const HourPair = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(8rem, 1fr));
  column-gap: ${({ theme }) => theme.space.md};
`;

const OffNote = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const HOURS = Array.from({ length: 24 }, (_, hour) => hour);

// The API names the fields as the contract does (`quietHours.start`), which are the form's own.
const reminderFieldMessages: FieldMessages = {
  channel: { invalid: 'auth:reminders.errors.channelInvalid' },
  'quietHours.start': { invalid: 'auth:reminders.errors.hourInvalid' },
  'quietHours.end': { invalid: 'auth:reminders.errors.hourInvalid' },
  timeZone: { invalid: 'auth:reminders.errors.timeZoneInvalid' },
};

/**
 * The learner's reminders: on or off, where, how often, the quiet hours in their own zone and the
 * messages' language. Saving records consent (or its withdrawal) with source `settings`. Posted to
 * the server before the app runs (reminders-action.ts), it comes back with its faults or saying it
 * was saved.
 */
export function RemindersForm({ preferences }: { preferences: ReminderPreferencesAnswer }) {
  const { t } = useTranslation('auth');
  const alerts = useAlerts();
  const site = useAllySite();
  const brand = useCurrentBrand();
  const { locale } = useDateFormat();
  const [save, { isLoading }] = useSaveReminderPreferencesMutation();
  const deviceZone = browserTimeZone();
  const submitted = submissionOf<ReminderPreferencesInput>(usePostedAnswer(), REMINDERS_FORM);
  const [searchParams] = useSearchParams();
  const form = useContractForm(reminderPreferencesInput, {
    defaultValues: choiceOf(preferences),
    messages: reminderFieldMessages,
    ...(submitted && { submitted }),
  });
  const { control } = form;
  const optedIn = form.watch('optedIn');

  const onSubmit = form.submitWith(async (request) => {
    const result = await save(request);
    if (result.error) {
      form.showRefusal(refusalOf(result.error));
      return;
    }
    form.reset(choiceOf(result.data));
    alerts.show({ tone: 'success', message: t(result.data.optedIn ? 'reminders.saved' : 'reminders.savedOff') });
  });

  const reachable = (channel: 'whatsapp' | 'email') => preferences.reachableBy.includes(channel);
  const zones = timeZoneChoices(brand?.config.countries ?? [site.country], deviceZone, preferences.timeZone);
  const hours = HOURS.map((hour) => ({ value: hour, label: hourLabel(hour, locale) }));

  return (
    <form ref={form.formRef} method="post" noValidate onSubmit={onSubmit}>
      <FormName name={REMINDERS_FORM} />
      {/* Saved by a post to the server (the app had not started): said where the form is. */}
      {searchParams.has(SAVED_PARAM) && !submitted && (
        <Notice $tone="success" role="status" data-without-app="">
          <p>{t(preferences.optedIn ? 'reminders.saved' : 'reminders.savedOff')}</p>
        </Notice>
      )}
      <ConsentRecord consent={preferences.consent} />
      <FormMessage message={form.formMessage} />
      <FormCheckboxField control={control} name="optedIn" label={t('reminders.optIn')} />
      {!optedIn && <OffNote>{t('reminders.optInOff')}</OffNote>}
      <ChoiceGroup
        control={control}
        name="channel"
        legend={t('reminders.channel')}
        choices={[
          {
            value: 'whatsapp',
            label: t('reminders.channelWhatsapp'),
            disabled: !reachable('whatsapp'),
            note: reachable('whatsapp') ? undefined : t('reminders.noPhone'),
          },
          {
            value: 'email',
            label: t('reminders.channelEmail'),
            disabled: !reachable('email'),
            note: reachable('email') ? undefined : t('reminders.noEmail'),
          },
        ]}
      />
      <ChoiceGroup
        control={control}
        name="frequency"
        legend={t('reminders.frequency')}
        choices={[
          { value: 'daily', label: t('reminders.frequencyDaily') },
          { value: 'weekly', label: t('reminders.frequencyWeekly') },
        ]}
      />
      <Hours>
        <legend>{t('reminders.quiet')}</legend>
        <HoursHint>{t('reminders.quietHint')}</HoursHint>
        <HourPair>
          <FormSelectField control={control} name="quietHours.start" label={t('reminders.quietFrom')} options={hours} />
          <FormSelectField control={control} name="quietHours.end" label={t('reminders.quietTo')} options={hours} />
        </HourPair>
      </Hours>
      <FormSelectField
        control={control}
        name="timeZone"
        label={t('reminders.timeZone')}
        hint={t('reminders.timeZoneHint', { zone: timeZoneLabel(deviceZone, locale) })}
        options={zones.map((zone) => ({ value: zone, label: timeZoneLabel(zone, locale) }))}
      />
      <ChoiceGroup
        control={control}
        name="language"
        legend={t('reminders.language')}
        choices={[
          { value: 'es', label: 'Español', lang: 'es' },
          { value: 'en', label: 'English', lang: 'en' },
        ]}
      />
      <Button type="submit" block loading={isLoading}>
        {t('reminders.save')}
      </Button>
    </form>
  );
}
