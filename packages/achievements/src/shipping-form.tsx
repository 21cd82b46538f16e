import { useSubmitAchievementUserDataMutation } from '@aula/api-client/achievements';
import { refusalOf } from '@aula/api-client/errors';
import { useAppSelector } from '@aula/api-client/hooks';
import { selectSessionUser } from '@aula/api-client/session';
import { contactPhoneNumber, type ShippingAddress, shippingAddress } from '@aula/contracts/achievements';
import { PHONE_REASON } from '@aula/contracts/auth';
import { useAllySite } from '@aula/ui-kit/ally-site';
import { Button } from '@aula/ui-kit/button';
import { AddressCheckDialog } from '@aula/ui-kit/dialog-presets';
import { FormTextField } from '@aula/ui-kit/forms/form-fields';
import { FormMessage } from '@aula/ui-kit/forms/form-message';
import { useContractForm } from '@aula/ui-kit/forms/use-contract-form';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { z } from 'zod';
import { BusinessAddressButton, type ParcelAddress } from './business-address-button';
import { hasNationalLength, withCountryCode } from './contact-phone';

const FIELDS = [
  ['recipient_name', 'name'],
  ['phone_number', 'tel'],
  ['street', 'address-line1'],
  ['exterior_number', 'off'],
  ['interior_number', 'address-line2'],
  ['neighborhood', 'address-level3'],
  ['city', 'address-level2'],
  ['state', 'address-level1'],
  ['postal_code', 'postal-code'],
  ['references', 'off'],
] as const;
type FieldName = (typeof FIELDS)[number][0];
type Values = Record<FieldName, string>;

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  max-width: 32rem;
`;

const empty = Object.fromEntries(FIELDS.map(([name]) => [name, ''])) as Values;

/**
 * The request the form sends: blank boxes left out (the optional parts), the ally's country added,
 * and the phone as written made international (the ally's country code when it has no plus).
 */
function shippingRequest(country: string) {
  // The ally's own numbers also have their country's length; the contract's reason keeps the
  // field's one sentence about the phone.
  const phone = contactPhoneNumber.refine((number) => hasNationalLength(number, country), PHONE_REASON);
  return z.preprocess(
    (values) => {
      const entries = Object.entries(values as Values).filter(([, value]) => value.trim() !== '');
      const request: Record<string, string> = { ...Object.fromEntries(entries), country };
      if (request.phone_number) request.phone_number = withCountryCode(request.phone_number, country);
      return request;
    },
    shippingAddress.extend({ phone_number: phone }),
  );
}

// The form's own sentences where the kit's rule words would not show the shape wanted.
const messages = {
  phone_number: { invalid: 'achievements:shipping.phone' },
};

/** A physical prize's shipping address (user_data), confirmed once before it is sent. */
export function ShippingForm({ achievementId, submitted }: { achievementId: number; submitted: boolean }) {
  const { t } = useTranslation('achievements');
  const site = useAllySite();
  const [submit, state] = useSubmitAchievementUserDataMutation();
  const user = useAppSelector(selectSessionUser);
  const [schema] = useState(() => shippingRequest(site.country));
  const form = useContractForm(schema, {
    // The learner usually receives it: their name and number are a good start.
    defaultValues: { ...empty, recipient_name: user?.name ?? '', phone_number: user?.phone_number ?? '' },
    messages,
  });
  const [confirming, setConfirming] = useState<ShippingAddress>();

  function fillWithBusinessAddress(address: ParcelAddress) {
    for (const [name, value] of Object.entries(address)) {
      form.setValue(name as FieldName, value, { shouldDirty: true });
    }
    form.clearErrors(Object.keys(address) as FieldName[]);
  }

  if (submitted) return <p role="status">{state.isSuccess ? t('shipping.saved') : t('shipping.submitted')}</p>;

  async function send(address: ShippingAddress) {
    setConfirming(undefined);
    const result = await submit({ achievementId, address });
    if ('error' in result && result.error) form.showRefusal(refusalOf(result.error));
  }

  const summary = confirming
    ? [
        confirming.street,
        confirming.exterior_number,
        confirming.neighborhood,
        confirming.city,
        confirming.postal_code,
      ].join(', ')
    : '';
  return (
    <Form ref={form.formRef} onSubmit={form.submitWith(setConfirming)} noValidate aria-labelledby="shipping-title">
      <h3 id="shipping-title">{t('shipping.title')}</h3>
      <BusinessAddressButton onUse={fillWithBusinessAddress} />
      {FIELDS.map(([name, autoComplete]) => (
        <FormTextField
          key={name}
          control={form.control}
          name={name}
          label={t(`shipping.fields.${name}`)}
          hint={name === 'phone_number' ? t('shipping.phoneHint') : undefined}
          autoComplete={autoComplete}
          inputMode={name === 'postal_code' ? 'numeric' : name === 'phone_number' ? 'tel' : undefined}
        />
      ))}
      <FormMessage message={form.formMessage} />
      <div>
        <Button type="submit" loading={state.isLoading}>
          {t('shipping.send')}
        </Button>
      </div>
      <AddressCheckDialog
        open={confirming !== undefined}
        address={summary}
        onEdit={() => {
          setConfirming(undefined);
          form.formRef.current?.querySelector<HTMLInputElement>('[name="street"]')?.focus();
        }}
        onContinue={() => confirming && send(confirming)}
      />
    </Form>
  );
}
