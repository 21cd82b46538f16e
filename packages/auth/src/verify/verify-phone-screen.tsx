import { useAllySite } from '@aula/ui-kit/ally-site';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { verifyStateFromQuery } from '../register/register-submission';
import { AuthPage } from '../shared/auth-page';
import { displayPhone } from '../shared/phone-display';
import { AskPhoneForm } from './ask-phone-form';
import { CodeForm } from './code-form';
import { type VerifyState, verifyStateOf } from './verify-state';

/**
 * `/:country/:allyCode/registro/verificar`: the WhatsApp code after a registration. The number and
 * the time of the last code live in the history entry, so a reload keeps the countdown honest.
 */
export function VerifyPhoneScreen() {
  const { t } = useTranslation('auth');
  const site = useAllySite();
  const location = useLocation();
  const navigate = useNavigate();
  // Handed over by the app in history, or in the address by a registration the server answered.
  const state = verifyStateOf(location.state) ?? verifyStateFromQuery(new URLSearchParams(location.search));
  const keep = (next: VerifyState | null) =>
    navigate({ pathname: location.pathname, search: location.search }, { replace: true, state: next });

  if (!state) {
    return (
      <AuthPage title={t('verify.title')} intro={t('verify.askIntro')}>
        <AskPhoneForm
          initial={{ country: site.country, number: '' }}
          onSent={(phone) => keep({ phone, sentAt: Date.now() })}
        />
      </AuthPage>
    );
  }
  return (
    <AuthPage title={t('verify.title')} intro={t('verify.intro', { phone: displayPhone(state.phone) })}>
      <CodeForm
        key={`${state.phone.country}${state.phone.number}`}
        state={state}
        onResent={(sentAt) => keep({ ...state, sentAt })}
        onChangeNumber={() => keep(null)}
      />
    </AuthPage>
  );
}
