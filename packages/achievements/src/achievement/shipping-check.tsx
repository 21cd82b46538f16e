import type { ShippingAddress } from '@aula/contracts/achievements';
import { Button } from '@aula/ui-kit/button';
import { FormName } from '@aula/ui-kit/forms/page-form';
import { ButtonAnchor } from '@aula/ui-kit/link';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { ACHIEVEMENT_FORMS, CONFIRMED_FIELD } from './achievement-forms';
import { addressSummary, SHIPPING_FIELDS, type ShippingValues } from './shipping-values';

const Check = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  max-width: 32rem;
  margin-bottom: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.md};
  border-left: 4px solid ${({ theme }) => theme.colors.primary};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};

  & h4,
  & p {
    margin: 0;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;

/**
 * The address dialog's question as part of the page, for an address the server checked before the
 * app ran: the address in one line, and "Continuar" posts those same values, confirmed. Changing
 * it is the form below ("Modificar dirección" leads there).
 */
export function ShippingCheck({
  values,
  address,
  formId,
  sending,
  onContinue,
}: {
  values: ShippingValues;
  address: ShippingAddress;
  /** The id of the shipping form's heading. */
  formId: string;
  /** The app is sending it. */
  sending: boolean;
  /** Once the app runs: it sends the address itself. */
  onContinue: (event: FormEvent) => void;
}) {
  const { t } = useTranslation('ui');
  return (
    <Check aria-labelledby="shipping-check-title">
      <h4 id="shipping-check-title">{t('dialogs.addressCheck.title')}</h4>
      <p>
        {t('dialogs.addressCheck.message')}
        <br />
        <strong>{addressSummary(address)}</strong>
      </p>
      <form method="post" onSubmit={onContinue}>
        <FormName name={ACHIEVEMENT_FORMS.shipping} />
        {SHIPPING_FIELDS.map(([name]) => (
          <input key={name} type="hidden" name={name} value={values[name]} />
        ))}
        <input type="hidden" name={CONFIRMED_FIELD} value="1" />
        <Actions>
          <Button type="submit" loading={sending}>
            {t('dialogs.addressCheck.proceed')}
          </Button>
          <ButtonAnchor href={`#${formId}`} $variant="ghost">
            {t('dialogs.addressCheck.edit')}
          </ButtonAnchor>
        </Actions>
      </form>
    </Check>
  );
}
