import { useGetBusinessDataQuery } from '@aula/api-client/profile';
import { Button } from '@aula/ui-kit/button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { BUSINESS_ADDRESS_FIELD } from './achievement-forms';
import { type ParcelAddress, parcelAddressOf } from './parcel-address';

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

/**
 * Offers the address the learner already gave for their business (read through the API, not the
 * profile package), once it names at least a street; nothing is shown otherwise. Before the app
 * runs it is a send button of the shipping form: the server draws the form again with that address.
 */
export function BusinessAddressButton({
  onUse,
  used: usedBefore = false,
}: {
  onUse: (address: ParcelAddress) => void;
  /** The server already put the address in (the form was posted before the app ran). */
  used?: boolean;
}) {
  const { t } = useTranslation('achievements');
  const { data } = useGetBusinessDataQuery();
  const [used, setUsed] = useState(usedBefore);
  const address = parcelAddressOf(data?.address);
  if (!address) return null;
  return (
    <Offer>
      <Button
        type="submit"
        name={BUSINESS_ADDRESS_FIELD}
        value="1"
        variant="secondary"
        onClick={(event) => {
          // Once the app runs the boxes are filled here, and the form is not posted.
          event.preventDefault();
          onUse(address);
          setUsed(true);
        }}
      >
        {t('shipping.useBusinessAddress')}
      </Button>
      {/* Always in the page, so a screen reader hears the sentence when it appears; shown without the app too. */}
      <Note role="status" data-without-app="">
        {used ? t('shipping.businessAddressUsed') : ''}
      </Note>
    </Offer>
  );
}
