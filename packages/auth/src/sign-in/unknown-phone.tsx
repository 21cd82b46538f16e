import { allyPath } from '@aula/contracts/site-paths';
import { useAllySite } from '@aula/ui-kit/ally-site';
import { Button } from '@aula/ui-kit/button';
import type { PhoneValue } from '@aula/ui-kit/dial-codes';
import { ButtonLink } from '@aula/ui-kit/link';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { displayPhone } from '../shared/phone-display';
import { useAfterSignIn } from '../shared/safe-redirect';
import { useFocusOnMount } from '../shared/use-focus-on-mount';

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
`;

const Heading = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  outline: none;
`;

const Text = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.sm};
`;

export interface UnknownPhoneProps {
  phone: PhoneValue;
  onChangeNumber: () => void;
}

/** No account has this number: registration is offered with the number already filled in. */
export function UnknownPhone({ phone, onChangeNumber }: UnknownPhoneProps) {
  const { t } = useTranslation('auth');
  const site = useAllySite();
  const { redirect } = useAfterSignIn();
  const heading = useFocusOnMount<HTMLHeadingElement>();
  return (
    <Stack>
      <Heading {...heading} tabIndex={-1}>
        {t('signIn.unknownTitle')}
      </Heading>
      <Text>{t('signIn.unknownText', { phone: displayPhone(phone) })}</Text>
      <ButtonLink to={allyPath(site, 'register', {}, { redirect })} state={{ phone }} $block>
        {t('signIn.createAccount')}
      </ButtonLink>
      <Button variant="ghost" block onClick={onChangeNumber}>
        {t('signIn.otherNumber')}
      </Button>
    </Stack>
  );
}
