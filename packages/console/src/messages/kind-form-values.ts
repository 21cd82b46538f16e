import { type ReminderKindSettings, reminderKindFields } from '@aula/contracts/reminders';
import type { FieldMessages } from '@aula/ui-kit/forms/field-messages';
import { z } from 'zod';

/** One kind's fields as the form holds them: the days as typed, the hour as the select's text. */
export interface KindFormValues {
  enabled: boolean;
  afterDays: string;
  sendHour: string;
  templates: { es: { body: string }; en: { body: string } };
}

export function kindFormValues(kind: ReminderKindSettings): KindFormValues {
  return {
    enabled: kind.enabled,
    afterDays: String(kind.afterDays),
    sendHour: String(kind.sendHour),
    templates: { es: { body: kind.templates.es.body }, en: { body: kind.templates.en.body } },
  };
}

// '' is not 0: an emptied box is "required", not "must be 1 or more".
const numberOf = (text: string) => (text.trim() === '' ? undefined : Number(text));

/** The contract's save request without its version (the save adds the one the form loaded), from the form's values. */
export const kindFormRequest = z.preprocess((raw) => {
  const values = raw as KindFormValues;
  return { ...values, afterDays: numberOf(values.afterDays), sendHour: numberOf(values.sendHour) };
}, reminderKindFields);

const bodyMessages = {
  required: 'console:messages.errors.bodyRequired',
  too_big: 'console:messages.errors.bodyTooLong',
  invalid: 'console:messages.errors.bodyInvalid',
};

/** The form's own sentences, over the kit's, for what the contract refuses. */
export const kindFormMessages: FieldMessages = {
  afterDays: { required: 'console:messages.errors.afterDays', invalid: 'console:messages.errors.afterDays' },
  'templates.es.body': bodyMessages,
  'templates.en.body': bodyMessages,
};
