import type { PhoneValue } from '@aula/ui-kit/dial-codes';
import { TOUCH_TARGET } from '@aula/ui-kit/focus-ring';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import styled from 'styled-components';
import { displayPhone } from '../shared/phone-display';
import type { FocusOnMount } from '../shared/use-focus-on-mount';

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  margin-bottom: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.background};
`;

const ShownNumber = styled.p`
  margin: 0;
  font-weight: 700;
  outline: none;
`;

const Change = styled.a`
  display: inline-flex;
  align-items: center;
  min-height: ${TOUCH_TARGET};
  padding: 0 ${({ theme }) => theme.space.sm};
  border: 0;
  background: transparent;
  color: ${({ theme }) => theme.colors.primary};
  font: inherit;
  text-decoration: underline;
  cursor: pointer;
`;

export interface PhoneSummaryProps {
  phone: PhoneValue;
  onChangeNumber: () => void;
  /** Receives the focus when the step appears. */
  focus?: FocusOnMount<HTMLParagraphElement>;
}

/** The number being signed in with, and the way back to change it. */
export function PhoneSummary({ phone, onChangeNumber, focus }: PhoneSummaryProps) {
  const { t } = useTranslation('auth');
  const { pathname, search } = useLocation();
  return (
    <Row>
      <ShownNumber {...focus} tabIndex={-1}>
        {displayPhone(phone)}
      </ShownNumber>
      {/* A link to the page's first step, so it works before the app runs; once it runs, in place. */}
      <Change
        href={`${pathname}${search}`}
        onClick={(event) => {
          event.preventDefault();
          onChangeNumber();
        }}
        aria-label={t('signIn.changeNumberLong')}
      >
        {t('signIn.changeNumber')}
      </Change>
    </Row>
  );
}
