import { signOut } from '@aula/api-client/account';
import type { AppDispatch } from '@aula/api-client/store';
import { allyPath } from '@aula/contracts/site-paths';
import { useAllySite } from '@aula/ui-kit/ally-site';
import { Button } from '@aula/ui-kit/button';
import { Link } from '@aula/ui-kit/link';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch } from 'react-redux';
import { useNavigate } from 'react-router';
import styled from 'styled-components';
import { AuthPage } from '../shared/auth-page';

const Said = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.md};
`;

/**
 * `/:country/:allyCode/salir`: "¿Cerrar sesión?" as a page, where the header's button leads before
 * the app runs (or without it; the app asks in a dialog). Its form is posted to the server then
 * (sign-out-action.ts); once the app runs, the app's own sign-out answers it.
 */
export function SignOutScreen() {
  const { t } = useTranslation('auth');
  const site = useAllySite();
  const dispatch = useDispatch<AppDispatch>();
  const navigate = useNavigate();
  const [leaving, setLeaving] = useState(false);
  return (
    <AuthPage title={t('signOut.title')} after={<Link to={allyPath(site, 'seccion')}>{t('signOut.stay')}</Link>}>
      <Said>{t('signOut.text')}</Said>
      <form
        method="post"
        onSubmit={async (event) => {
          event.preventDefault();
          setLeaving(true);
          await dispatch(signOut());
          navigate(allyPath(site, 'landing'), { replace: true });
        }}
      >
        <Button type="submit" block loading={leaving}>
          {t('signOut.confirm')}
        </Button>
      </form>
    </AuthPage>
  );
}
