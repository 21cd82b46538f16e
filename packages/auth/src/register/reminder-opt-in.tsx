import { isTimeZone, type RegistrationReminderOptIn } from '@aula/contracts/reminder-preferences';
import { FormCheckboxField } from '@aula/ui-kit/forms/form-fields';
import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

// The reminders opt-in every registration offers (issue 30): unticked until the learner ticks it,
// since nothing may be sent to anyone who did not choose it. Every registration asks for the phone
// that WhatsApp verifies, so WhatsApp is the channel; the rest is said in settings later.

/**
 * The browser's IANA zone (`America/Bogota`). One the zone database does not know would be refused
 * on a box the learner cannot fix, so it becomes UTC, which settings let them change.
 */
export function browserTimeZone(): string {
  try {
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    return zone && isTimeZone(zone) ? zone : 'UTC';
  } catch {
    return 'UTC';
  }
}

/** The registration's `reminders` block: present only when ticked; quiet hours and frequency by the API's defaults. */
export function reminderOptIn(wanted: boolean, language: string): Partial<RegistrationReminderOptIn> | undefined {
  if (!wanted) return undefined;
  return { channel: 'whatsapp', timeZone: browserTimeZone(), language: language === 'en' ? 'en' : 'es' };
}

export interface ReminderOptInFieldProps<TValues extends FieldValues> {
  control: Control<TValues, unknown, unknown>;
  name: FieldPath<TValues>;
}

export function ReminderOptInField<TValues extends FieldValues>({ control, name }: ReminderOptInFieldProps<TValues>) {
  const { t } = useTranslation('auth');
  return <FormCheckboxField control={control} name={name} label={t('fields.reminders')} />;
}
