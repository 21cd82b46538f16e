import { Button } from '@aula/ui-kit/button';
import { useTranslation } from 'react-i18next';
import { clock } from './use-countdown';
import { RESEND_FIELD } from './verify-forms';

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
    // A send button of the code form that asks for another code: it works before the app runs.
    <Button
      type="submit"
      name={RESEND_FIELD}
      value="1"
      formNoValidate
      variant="ghost"
      disabled={secondsLeft > 0}
      loading={loading}
      onClick={(event) => {
        event.preventDefault();
        onResend();
      }}
    >
      {secondsLeft > 0 ? t('verify.resendIn', { time: clock(secondsLeft) }) : t('verify.resend')}
    </Button>
  );
}
