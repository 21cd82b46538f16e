import { useClearAllyWhatsappMutation, useSetAllyWhatsappMutation } from '@aula/api-client/console-allies';
import { refusalOf } from '@aula/api-client/errors';
import { allyWhatsappRequest, type PlatformAlly, WHATSAPP_NUMBER_TAKEN } from '@aula/contracts/console-allies';
import { Button } from '@aula/ui-kit/button';
import { FormCheckboxField, FormTextField } from '@aula/ui-kit/forms/form-fields';
import { FormMessage } from '@aula/ui-kit/forms/form-message';
import { useContractForm } from '@aula/ui-kit/forms/use-contract-form';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { z } from 'zod';
import { Notice } from '../team/member-list';

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  max-width: 32rem;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;

interface WhatsappValues {
  number: string;
  phone_number_id: string;
  chat_registration: boolean;
}

// Staff may paste the number as it is written ("+52 55 1234 5678"); the API takes it without spaces.
const request = z.preprocess((raw) => {
  const values = raw as WhatsappValues;
  return {
    ...values,
    number: values.number.replace(/[\s().-]/g, ''),
    phone_number_id: values.phone_number_id.trim(),
  };
}, allyWhatsappRequest);

// One error code for either field; the form tells them apart by the field the API names.
const takenCode = (field: string | undefined) => `${WHATSAPP_NUMBER_TAKEN}:${field}`;

const valuesOf = (ally: PlatformAlly): WhatsappValues => ({
  number: ally.whatsapp?.number ?? '',
  phone_number_id: ally.whatsapp?.phone_number_id ?? '',
  chat_registration: ally.whatsapp?.chat_registration ?? false,
});

/**
 * Staff set the ally's own WhatsApp number (as Meta registered it), Meta's id of it and whether a new
 * number may create its account in the chat, or clear them.
 */
export function AllyWhatsappForm({ ally, id }: { ally: PlatformAlly; id: string }) {
  const { t } = useTranslation('console', { keyPrefix: 'allies.whatsapp' });
  const [save, { isLoading: saving }] = useSetAllyWhatsappMutation();
  const [clear, { isLoading: clearing }] = useClearAllyWhatsappMutation();
  const [notice, setNotice] = useState<{ text: string; error: boolean }>();
  const form = useContractForm(request, {
    defaultValues: valuesOf(ally),
    messages: {
      number: { invalid: 'console:allies.whatsapp.numberFormat' },
      phone_number_id: { invalid: 'console:allies.whatsapp.idFormat' },
    },
    codes: {
      [takenCode('number')]: { field: 'number', key: 'console:allies.whatsapp.numberTaken' },
      [takenCode('phone_number_id')]: { field: 'phone_number_id', key: 'console:allies.whatsapp.idTaken' },
    },
  });

  const onSubmit = form.submitWith(async (values) => {
    setNotice(undefined);
    const result = await save({ code: ally.code, ...values });
    if (!('error' in result)) return setNotice({ text: t('saved', { name: ally.name }), error: false });
    const refusal = refusalOf(result.error);
    const taken = refusal.code === WHATSAPP_NUMBER_TAKEN;
    form.showRefusal(taken ? { ...refusal, code: takenCode(refusal.fields[0]?.field) } : refusal);
  });

  async function onClear() {
    setNotice(undefined);
    const result = await clear(ally.code);
    if ('error' in result) return setNotice({ text: t('failed'), error: true });
    form.reset({ number: '', phone_number_id: '', chat_registration: false });
    setNotice({ text: t('cleared', { name: ally.name }), error: false });
  }

  return (
    <Form id={id} ref={form.formRef} noValidate onSubmit={onSubmit} aria-label={t('formLabel', { name: ally.name })}>
      <FormMessage message={form.formMessage} />
      <FormTextField
        control={form.control}
        name="number"
        label={t('number')}
        hint={t('numberHint')}
        type="tel"
        inputMode="tel"
        autoComplete="off"
      />
      <FormTextField
        control={form.control}
        name="phone_number_id"
        label={t('phoneNumberId')}
        hint={t('phoneNumberIdHint')}
        inputMode="numeric"
        autoComplete="off"
        spellCheck={false}
      />
      <FormCheckboxField
        control={form.control}
        name="chat_registration"
        label={t('chatRegistration')}
        hint={t('chatRegistrationHint')}
      />
      <Actions>
        <Button type="submit" loading={saving} disabled={clearing}>
          {t('save')}
        </Button>
        {ally.whatsapp && (
          <Button type="button" variant="secondary" loading={clearing} disabled={saving} onClick={() => void onClear()}>
            {t('clear')}
          </Button>
        )}
      </Actions>
      <div role="status">{notice && <Notice $error={notice.error}>{notice.text}</Notice>}</div>
    </Form>
  );
}
