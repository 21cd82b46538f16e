import { signOut } from '@aula/api-client/account';
import { useAppDispatch, useAppSelector } from '@aula/api-client/hooks';
import { selectIsSignedIn } from '@aula/api-client/session';
import { Button } from '@aula/ui-kit/button';
import { ButtonLink } from '@aula/ui-kit/link';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';

/** The header's account action: sign in when anonymous, sign out (back to the landing) when not. */
export function SessionActions({ basePath }: { basePath: string }) {
  const { t } = useTranslation('web');
  const signedIn = useAppSelector(selectIsSignedIn);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [signingOut, setSigningOut] = useState(false);

  // The session ends only once the landing is on screen: ended earlier, the protected page's
  // guard would still be mounted and bounce the visitor to the login page.
  useEffect(() => {
    if (!signingOut || pathname !== basePath) return;
    setSigningOut(false);
    dispatch(signOut());
  }, [signingOut, pathname, basePath, dispatch]);

  if (!signedIn) {
    return (
      <ButtonLink to={`${basePath}/login`} $variant="ghost">
        {t('header.signIn')}
      </ButtonLink>
    );
  }
  return (
    <Button
      variant="ghost"
      loading={signingOut}
      onClick={() => {
        setSigningOut(true);
        navigate(basePath);
      }}
    >
      {t('header.signOut')}
    </Button>
  );
}
