import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from './confirm-dialog';

export interface ExitClassDialogProps {
  open: boolean;
  /** 'Volver a la sesión' (also Escape). */
  onStay: () => void;
  /** 'Salir'. */
  onLeave: () => void;
}

/** Before leaving a live class: attendance only counts after more than 30 minutes in it. */
export function ExitClassDialog({ open, onStay, onLeave }: ExitClassDialogProps) {
  const { t } = useTranslation('ui');
  return (
    <ConfirmDialog
      open={open}
      title={t('dialogs.exitClass.title')}
      message={t('dialogs.exitClass.message')}
      cancelLabel={t('dialogs.exitClass.stay')}
      confirmLabel={t('dialogs.exitClass.leave')}
      onCancel={onStay}
      onConfirm={onLeave}
    />
  );
}

export interface AddressCheckDialogProps {
  open: boolean;
  /** The shipping address to confirm, shown under the question. */
  address?: string;
  /** Says why the address is in doubt; the preset's own question by default. */
  message?: string;
  /** 'Modificar dirección' (also Escape). */
  onEdit: () => void;
  /** 'Continuar'. */
  onContinue: () => void;
}

/** Before sending something: is the shipping address right? */
export function AddressCheckDialog({ open, address, message, onEdit, onContinue }: AddressCheckDialogProps) {
  const { t } = useTranslation('ui');
  const text = message ?? t('dialogs.addressCheck.message');
  return (
    <ConfirmDialog
      open={open}
      title={t('dialogs.addressCheck.title')}
      message={
        address ? (
          <>
            {text}
            <br />
            <strong>{address}</strong>
          </>
        ) : (
          text
        )
      }
      cancelLabel={t('dialogs.addressCheck.edit')}
      confirmLabel={t('dialogs.addressCheck.proceed')}
      onCancel={onEdit}
      onConfirm={onContinue}
    />
  );
}
