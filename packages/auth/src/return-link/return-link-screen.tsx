import { useAppSelector } from '@aula/api-client/hooks';
import { selectSignedInAt } from '@aula/api-client/session';
import { RETURN_LINK_PARAM } from '@aula/contracts/return-links';
import { type AllySite, allyPath, allyRoot } from '@aula/contracts/site-paths';
import { useAllySite } from '@aula/ui-kit/ally-site';
import { ErrorState } from '@aula/ui-kit/error-state';
import { ButtonLink } from '@aula/ui-kit/link';
import { LoadingState } from '@aula/ui-kit/loading-state';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { AuthPage } from '../shared/auth-page';
import { Notice } from '../shared/notice';
import { safeRedirectPath } from '../shared/safe-redirect';
import { SignInMethods } from '../sign-in/sign-in-methods';
import { type ReturnLinkState, type SpentReason, useReturnLink } from './use-return-link';

/** Kept in the address once the token is gone from it, so a reload still says why. */
const REASON_PARAM = 'motivo';
const REASONS: Record<string, SpentReason> = { usado: 'used', vencido: 'expired' };
const REASON_WORD: Record<SpentReason, string> = { used: 'usado', expired: 'vencido' };

/** A path the link may lead to: on this site and inside this ally's own pages, else none. */
function targetOnSite(site: AllySite, target: string | null | undefined): string | undefined {
  const path = safeRedirectPath(target ?? null);
  const root = allyRoot(site);
  return path && (path === root || path.startsWith(`${root}/`) || path.startsWith(`${root}?`)) ? path : undefined;
}

/** The state a visit starts in: with a token, opening it; without, what the address still says. */
function startingState(site: AllySite, params: URLSearchParams): ReturnLinkState {
  if (params.get(RETURN_LINK_PARAM)) return { kind: 'opening' };
  const reason = REASONS[params.get(REASON_PARAM) ?? ''];
  return reason ? { kind: 'spent', reason, target: targetOnSite(site, params.get('redirect')) } : { kind: 'invalid' };
}

/**
 * `/:country/:allyCode/volver?t=…`: a reminder's link. Uses it once on arrival and goes on to its
 * lesson signed in. A used or expired link: why, and the sign-in, which lands on that lesson (the
 * target becomes the address's `redirect`, and the token leaves the address and the history).
 */
export function ReturnLinkScreen() {
  const { t } = useTranslation('auth');
  const site = useAllySite();
  const navigate = useNavigate();
  const [searchParams, setSearchParams] = useSearchParams();
  const [token] = useState(() => searchParams.get(RETURN_LINK_PARAM));
  const [initial] = useState(() => startingState(site, searchParams));
  const { state, retry } = useReturnLink(site, token, initial);
  const signedInHere = useAppSelector((root) => selectSignedInAt(root, site.allyCode));

  // Once per state: setting the address re-renders with new functions and a new site object.
  const handled = useRef<ReturnLinkState>(undefined);
  useEffect(() => {
    if (handled.current === state) return;
    handled.current = state;
    if (state.kind === 'signedIn') {
      navigate(targetOnSite(site, state.target) ?? allyPath(site, 'seccion'), { replace: true });
    } else if (state.kind === 'spent') {
      const target = targetOnSite(site, state.target);
      // Back or a reload after this tab was signed in by the link: it simply goes on.
      if (signedInHere && target) navigate(target, { replace: true });
      else if (token) {
        setSearchParams(
          { ...(target ? { redirect: target } : {}), [REASON_PARAM]: REASON_WORD[state.reason] },
          { replace: true },
        );
      }
    } else if (state.kind === 'invalid' && token) {
      setSearchParams({}, { replace: true });
    }
  }, [state, site, token, signedInHere, navigate, setSearchParams]);

  if (state.kind === 'opening' || state.kind === 'signedIn') {
    return (
      <AuthPage title={t('returnLink.title')}>
        <LoadingState label={t('returnLink.opening')} />
      </AuthPage>
    );
  }
  if (state.kind === 'offline' || state.kind === 'wait' || state.kind === 'failed') {
    const words = {
      offline: [t('returnLink.offlineTitle'), t('returnLink.offlineText')],
      wait: [
        t('returnLink.errorTitle'),
        t('returnLink.waitText', { seconds: state.kind === 'wait' ? state.seconds : 0 }),
      ],
      failed: [t('returnLink.errorTitle'), t('returnLink.errorText')],
    }[state.kind];
    return (
      <AuthPage title={t('returnLink.title')}>
        <ErrorState title={words[0]} message={words[1] ?? ''} onRetry={retry} />
      </AuthPage>
    );
  }
  const [title, text] =
    state.kind === 'spent'
      ? state.reason === 'used'
        ? [t('returnLink.usedTitle'), t('returnLink.usedText')]
        : [t('returnLink.expiredTitle'), t('returnLink.expiredText')]
      : [t('returnLink.invalidTitle'), t('returnLink.invalidText')];
  // A learner already signed in here (a link opened twice, or one for another lesson) is not asked
  // to sign in again: why the link did not open, and the way on.
  if (signedInHere) {
    const onward = (state.kind === 'spent' && targetOnSite(site, state.target)) || allyPath(site, 'seccion');
    return (
      <AuthPage title={title} intro={t('returnLink.signedInText')}>
        <ButtonLink to={onward} $block>
          {t('returnLink.continue')}
        </ButtonLink>
      </AuthPage>
    );
  }
  return (
    <AuthPage title={t('returnLink.signInTitle')}>
      <Notice role="status" $tone="primary">
        <h2>{title}</h2>
        <p>{text}</p>
      </Notice>
      <SignInMethods />
    </AuthPage>
  );
}
