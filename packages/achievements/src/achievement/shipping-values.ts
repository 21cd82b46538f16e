import { contactPhoneNumber, type ShippingAddress, shippingAddress } from '@aula/contracts/achievements';
import { PHONE_REASON } from '@aula/contracts/auth';
import type { FieldMessages } from '@aula/ui-kit/forms/field-messages';
import type { FormSubmission } from '@aula/ui-kit/forms/page-form';
import { z } from 'zod';
import { hasNationalLength, withCountryCode } from './contact-phone';

/** The shipping form's boxes in the order shown, each with what the browser may fill it with. */
export const SHIPPING_FIELDS = [
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
export type ShippingField = (typeof SHIPPING_FIELDS)[number][0];

/** What the form holds: every box as typed ('' for nothing). */
export type ShippingValues = Record<ShippingField, string>;

export const emptyShipping = Object.fromEntries(SHIPPING_FIELDS.map(([name]) => [name, ''])) as ShippingValues;

/**
 * The request the form sends: blank boxes left out (the optional parts), the ally's country added,
 * and the phone as written made international (the ally's country code when it has no plus).
 */
export function shippingRequest(country: string) {
  // The ally's own numbers also have their country's length; the contract's reason keeps the
  // field's one sentence about the phone.
  const phone = contactPhoneNumber.refine((number) => hasNationalLength(number, country), PHONE_REASON);
  return z.preprocess(
    (values) => {
      const entries = Object.entries(values as ShippingValues).filter(([, value]) => value.trim() !== '');
      const request: Record<string, string> = { ...Object.fromEntries(entries), country };
      if (request.phone_number) request.phone_number = withCountryCode(request.phone_number, country);
      return request;
    },
    shippingAddress.extend({ phone_number: phone }),
  );
}

// The form's own sentences where the kit's rule words would not show the shape wanted.
export const shippingMessages: FieldMessages = {
  phone_number: { invalid: 'achievements:shipping.phone' },
};

/** The address in one line, as the learner is asked to confirm it before it is sent. */
export const addressSummary = (address: ShippingAddress) =>
  [address.street, address.exterior_number, address.neighborhood, address.city, address.postal_code].join(', ');

/**
 * The shipping form as the server answered its post: refused (the faults), or a step on the way,
 * drawn without faults: the address is right by the rules and is to be confirmed (`confirm`, the
 * address as it will be sent), or the business address was put in to be reviewed.
 */
export interface ShippingSubmission extends FormSubmission<ShippingValues> {
  confirm?: ShippingAddress;
  businessAddressUsed?: true;
}
