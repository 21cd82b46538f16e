import { useSubmitAchievementUserDataMutation } from '@aula/api-client/achievements';
import { refusalOf } from '@aula/api-client/errors';
import { useAppSelector } from '@aula/api-client/hooks';
import { selectSessionUser } from '@aula/api-client/session';
import type { ShippingAddress } from '@aula/contracts/achievements';
import { useAllySite } from '@aula/ui-kit/ally-site';
import { Button } from '@aula/ui-kit/button';
import { AddressCheckDialog } from '@aula/ui-kit/dialog-presets';
import { FormTextField } from '@aula/ui-kit/forms/form-fields';
import { FormMessage } from '@aula/ui-kit/forms/form-message';
import { FormName, submissionOf, usePostedAnswer } from '@aula/ui-kit/forms/page-form';
import { useContractForm } from '@aula/ui-kit/forms/use-contract-form';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { ACHIEVEMENT_FORMS } from './achievement-forms';
import { BusinessAddressButton } from './business-address-button';
import type { ParcelAddress } from './parcel-address';
import { ShippingCheck } from './shipping-check';
import {
  addressSummary,
  emptyShipping,
  SHIPPING_FIELDS,
  type ShippingField,
  type ShippingSubmission,
  type ShippingValues,
  shippingMessages,
  shippingRequest,
} from './shipping-values';

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  max-width: 32rem;
`;

const FORM_ID = 'shipping-form';

/**
 * A physical prize's shipping address (user_data), confirmed once before it is sent. Before the app
 * runs it is posted to the page (achievement-action.ts), which asks for the confirmation in the page.
 */
export function ShippingForm({ achievementId, submitted }: { achievementId: number; submitted: boolean }) {
  const { t } = useTranslation('achievements');
  const site = useAllySite();
  const [submit, state] = useSubmitAchievementUserDataMutation();
  const user = useAppSelector(selectSessionUser);
  const [schema] = useState(() => shippingRequest(site.country));
  const answer = submissionOf<ShippingValues>(usePostedAnswer(), ACHIEVEMENT_FORMS.shipping) as
    | ShippingSubmission
    | undefined;
  const form = useContractForm(schema, {
    // The learner usually receives it: their name and number are a good start.
    defaultValues: answer?.values ?? {
      ...emptyShipping,
      recipient_name: user?.name ?? '',
      phone_number: user?.phone_number ?? '',
    },
    messages: shippingMessages,
    // The business address put in by the server is to be reviewed, not yet judged.
    ...(answer && !answer.businessAddressUsed && { submitted: answer }),
  });
  const [confirming, setConfirming] = useState<ShippingAddress>();

  function fillWithBusinessAddress(address: ParcelAddress) {
    for (const [name, value] of Object.entries(address)) {
      form.setValue(name as ShippingField, value, { shouldDirty: true });
    }
    form.clearErrors(Object.keys(address) as ShippingField[]);
  }

  if (submitted) {
    return (
      <p role="status" data-without-app="">
        {state.isSuccess ? t('shipping.saved') : t('shipping.submitted')}
      </p>
    );
  }

  async function send(address: ShippingAddress) {
    setConfirming(undefined);
    const result = await submit({ achievementId, address });
    if ('error' in result && result.error) form.showRefusal(refusalOf(result.error));
  }

  const checked = answer?.confirm;
  return (
    <section aria-labelledby="shipping-title">
      <h3 id="shipping-title">{t('shipping.title')}</h3>
      {checked && (
        <ShippingCheck
          values={answer.values}
          address={checked}
          formId={FORM_ID}
          sending={state.isLoading}
          onContinue={(event: FormEvent) => {
            event.preventDefault();
            void send(checked);
          }}
        />
      )}
      <Form
        ref={form.formRef}
        id={FORM_ID}
        method="post"
        onSubmit={form.submitWith(setConfirming)}
        noValidate
        aria-labelledby="shipping-title"
      >
        <FormName name={ACHIEVEMENT_FORMS.shipping} />
        <BusinessAddressButton onUse={fillWithBusinessAddress} used={answer?.businessAddressUsed === true} />
        {SHIPPING_FIELDS.map(([name, autoComplete]) => (
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
          address={confirming ? addressSummary(confirming) : ''}
          onEdit={() => {
            setConfirming(undefined);
            form.formRef.current?.querySelector<HTMLInputElement>('[name="street"]')?.focus();
          }}
          onContinue={() => confirming && send(confirming)}
        />
      </Form>
    </section>
  );
}
