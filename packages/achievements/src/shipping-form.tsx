import { useSubmitAchievementUserDataMutation } from '@aula/api-client/achievements';
import { useAppSelector } from '@aula/api-client/hooks';
import { selectSessionUser } from '@aula/api-client/session';
import { type ShippingAddress, shippingAddress } from '@aula/contracts/achievements';
import { useAllySite } from '@aula/ui-kit/ally-site';
import { Button } from '@aula/ui-kit/button';
import { AddressCheckDialog } from '@aula/ui-kit/dialog-presets';
import { TextField } from '@aula/ui-kit/text-field';
import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';

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

function withoutBlanks(values: Values, country: string) {
  const entries = Object.entries(values).filter(([, value]) => value.trim() !== '');
  return { ...Object.fromEntries(entries), country };
}

/** A physical prize's shipping address (user_data), confirmed once before it is sent. */
export function ShippingForm({ achievementId, submitted }: { achievementId: number; submitted: boolean }) {
  const { t } = useTranslation('achievements');
  const site = useAllySite();
  const [submit, state] = useSubmitAchievementUserDataMutation();
  const user = useAppSelector(selectSessionUser);
  // The learner usually receives it: their name and number are a good start.
  const [values, setValues] = useState<Values>(() => ({
    ...empty,
    recipient_name: user?.name ?? '',
    phone_number: user?.phone_number ?? '',
  }));
  const [errors, setErrors] = useState<Partial<Record<FieldName, string>>>({});
  const [confirming, setConfirming] = useState<ShippingAddress>();
  const form = useRef<HTMLFormElement>(null);

  if (submitted) return <p role="status">{state.isSuccess ? t('shipping.saved') : t('shipping.submitted')}</p>;

  const focus = (name: FieldName) => form.current?.querySelector<HTMLInputElement>(`[name="${name}"]`)?.focus();

  function check(event: FormEvent) {
    event.preventDefault();
    const parsed = shippingAddress.safeParse(withoutBlanks(values, site.country));
    if (parsed.success) {
      setErrors({});
      setConfirming(parsed.data);
      return;
    }
    const found: Partial<Record<FieldName, string>> = {};
    for (const issue of parsed.error.issues) {
      const name = issue.path[0] as FieldName;
      if (found[name] || !FIELDS.some(([field]) => field === name)) continue;
      found[name] =
        name === 'postal_code' && values.postal_code.trim() !== ''
          ? t('shipping.postalCode')
          : name === 'phone_number' && values.phone_number.trim() !== ''
            ? t('shipping.phone')
            : t('shipping.required');
    }
    setErrors(found);
    const first = FIELDS.find(([name]) => found[name]);
    if (first) focus(first[0]);
  }

  async function send(address: ShippingAddress) {
    setConfirming(undefined);
    await submit({ achievementId, address });
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
    <Form ref={form} onSubmit={check} noValidate aria-labelledby="shipping-title">
      <h3 id="shipping-title">{t('shipping.title')}</h3>
      {FIELDS.map(([name, autoComplete]) => (
        <TextField
          key={name}
          name={name}
          label={t(`shipping.fields.${name}`)}
          hint={name === 'phone_number' ? t('shipping.phoneHint') : undefined}
          autoComplete={autoComplete}
          inputMode={name === 'postal_code' ? 'numeric' : name === 'phone_number' ? 'tel' : undefined}
          value={values[name]}
          error={errors[name]}
          onChange={(event) => setValues({ ...values, [name]: event.target.value })}
        />
      ))}
      <div>
        <Button type="submit" loading={state.isLoading}>
          {t('shipping.send')}
        </Button>
      </div>
      {state.isError && <p role="alert">{t('shipping.error')}</p>}
      <AddressCheckDialog
        open={confirming !== undefined}
        address={summary}
        onEdit={() => {
          setConfirming(undefined);
          focus('street');
        }}
        onContinue={() => confirming && send(confirming)}
      />
    </Form>
  );
}
