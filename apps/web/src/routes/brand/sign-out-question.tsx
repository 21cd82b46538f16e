import { ConfirmDialog } from '@aula/ui-kit/confirm-dialog';
import { useTranslation } from 'react-i18next';

export interface SignOutQuestionProps {
  onConfirm: () => void;
  onCancel: () => void;
}

/** "¿Cerrar sesión?": its own chunk, fetched at the tap, so every page's frame stays as light as before. */
export function SignOutQuestion({ onConfirm, onCancel }: SignOutQuestionProps) {
  const { t } = useTranslation('shell');
  return (
    <ConfirmDialog
      open
      title={t('account.confirmTitle')}
      message={t('account.confirmText')}
      confirmLabel={t('account.confirm')}
      cancelLabel={t('account.stay')}
      onConfirm={onConfirm}
      onCancel={onCancel}
    />
  );
}
