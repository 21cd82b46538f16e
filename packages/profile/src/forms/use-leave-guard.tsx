import { ConfirmDialog } from '@aula/ui-kit/confirm-dialog';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useBlocker } from 'react-router';

/**
 * While a form has unsaved changes, leaving it (a link, the back button) asks first, and closing
 * or reloading the tab gets the browser's own warning. Returns the dialog to render.
 */
export function useLeaveGuard(dirty: boolean) {
  const { t } = useTranslation('profile');
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => dirty && currentLocation.pathname !== nextLocation.pathname,
  );

  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  return (
    <ConfirmDialog
      open={blocker.state === 'blocked'}
      title={t('common.leaveTitle')}
      message={t('common.leaveMessage')}
      cancelLabel={t('common.stay')}
      confirmLabel={t('common.leave')}
      onCancel={() => blocker.reset?.()}
      onConfirm={() => blocker.proceed?.()}
    />
  );
}
