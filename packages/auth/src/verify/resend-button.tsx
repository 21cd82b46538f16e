import { Button } from '@aula/ui-kit/button';
import { useTranslation } from 'react-i18next';
import { clock } from './use-countdown';

export interface ResendButtonProps {
  /** Seconds until another code may be asked for; the button waits (and says so) until then. */
  secondsLeft: number;
  loading: boolean;
  onResend: () => void;
}

/** "Resend code in 0:42", then "Resend code": one code a minute, with the wait in plain sight. */
export function ResendButton({ secondsLeft, loading, onResend }: ResendButtonProps) {
  const { t } = useTranslation('auth');
  return (
    <Button variant="ghost" disabled={secondsLeft > 0} loading={loading} onClick={onResend}>
      {secondsLeft > 0 ? t('verify.resendIn', { time: clock(secondsLeft) }) : t('verify.resend')}
    </Button>
  );
}
