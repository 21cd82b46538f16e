import { registerRequest, simpleRegisterRequest } from '@aula/contracts/account';
import { type PhoneValue, toInternationalNumber } from '@aula/ui-kit/dial-codes';
import type { SelectOption } from '@aula/ui-kit/searchable-select';
import { requestSchema } from '../shared/use-auth-form';
import { reminderOptIn } from './reminder-opt-in';

// The registration forms' values, by the contracts' field names, and the requests they become.

const blankToUndefined = (text: string) => text.trim() || undefined;
const idOf = (option: SelectOption | null) => (option ? Number(option.value) : undefined);

export interface QuickValues {
  first_name: string;
  phone_number: PhoneValue;
  login_pin: string;
  accepts_terms: boolean;
  /** The reminders opt-in box; unticked until the learner ticks it. */
  reminders: boolean;
}

export const quickValues = (phone: PhoneValue): QuickValues => ({
  first_name: '',
  phone_number: phone,
  login_pin: '',
  accepts_terms: false,
  reminders: false,
});

/** `language` is the interface's: the language reminders would be written in. */
export const quickRegistration = (allyCode: string, language: string) =>
  requestSchema(simpleRegisterRequest, (values: QuickValues) => ({
    first_name: values.first_name,
    phone_number: toInternationalNumber(values.phone_number),
    login_pin: values.login_pin.trim(),
    ally_code: allyCode,
    accepts_terms: values.accepts_terms,
    reminders: reminderOptIn(values.reminders, language),
  }));

export interface FullValues {
  first_name: string;
  last_name: string;
  phone_number: PhoneValue;
  email: string;
  password: string;
  business_name: string;
  business_type_id: SelectOption | null;
  city_id: SelectOption | null;
  accepts_terms: boolean;
  reminders: boolean;
}

export const fullValues = (phone: PhoneValue): FullValues => ({
  first_name: '',
  last_name: '',
  phone_number: phone,
  email: '',
  password: '',
  business_name: '',
  business_type_id: null,
  city_id: null,
  accepts_terms: false,
  reminders: false,
});

export const fullRegistration = (allyCode: string, language: string) =>
  requestSchema(registerRequest, (values: FullValues) => ({
    first_name: values.first_name,
    last_name: values.last_name,
    phone_number: toInternationalNumber(values.phone_number),
    email: blankToUndefined(values.email),
    password: values.password,
    ally_code: allyCode,
    business_name: blankToUndefined(values.business_name),
    business_type_id: idOf(values.business_type_id),
    city_id: idOf(values.city_id),
    accepts_terms: values.accepts_terms,
    reminders: reminderOptIn(values.reminders, language),
  }));
