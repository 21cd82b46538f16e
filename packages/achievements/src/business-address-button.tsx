import { useGetBusinessDataQuery } from '@aula/api-client/profile';
import type { BusinessAddress } from '@aula/contracts/profile';
import { Button } from '@aula/ui-kit/button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';

const Offer = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  justify-items: start;
`;

const Note = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};

  &:empty {
    display: none;
  }
`;

/** The parts of a business address a parcel needs; the map pin stays out of it. */
export type ParcelAddress = Pick<
  BusinessAddress,
  'street' | 'exterior_number' | 'neighborhood' | 'city' | 'state' | 'postal_code'
>;

/**
 * Offers the address the learner already gave for their business (read through the API, not the
 * profile package), once it names at least a street; nothing is shown otherwise.
 */
export function BusinessAddressButton({ onUse }: { onUse: (address: ParcelAddress) => void }) {
  const { t } = useTranslation('achievements');
  const { data } = useGetBusinessDataQuery();
  const [used, setUsed] = useState(false);
  const address = data?.address;
  if (!address || address.street.trim() === '') return null;
  const { street, exterior_number, neighborhood, city, state, postal_code } = address;
  return (
    <Offer>
      <Button
        type="button"
        variant="secondary"
        onClick={() => {
          onUse({ street, exterior_number, neighborhood, city, state, postal_code });
          setUsed(true);
        }}
      >
        {t('shipping.useBusinessAddress')}
      </Button>
      {/* Always in the page, so a screen reader hears the sentence when it appears. */}
      <Note role="status">{used ? t('shipping.businessAddressUsed') : ''}</Note>
    </Offer>
  );
}
