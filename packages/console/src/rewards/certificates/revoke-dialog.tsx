import { useRevokeCertificateMutation } from '@aula/api-client/console-certificates';
import { refusalOf } from '@aula/api-client/errors';
import { revokeCertificateRequest } from '@aula/contracts/certificate-forms';
import type { ConsoleCertificate } from '@aula/contracts/certificates';
import { Button } from '@aula/ui-kit/button';
import { FormTextField } from '@aula/ui-kit/forms/form-fields';
import { FormMessage } from '@aula/ui-kit/forms/form-message';
import { useContractForm } from '@aula/ui-kit/forms/use-contract-form';
import { Modal } from '@aula/ui-kit/modal';
import { useTranslation } from 'react-i18next';
import { DialogActions } from '../../editing/dialog-actions';

const WORDS = 'console:rewards.certificates.revoke';

// The contract asks for 3 to 300 characters. Its "a few words" reason comes back from the server as
// a rule the kit does not know (`invalid`), so it gets the same sentence as the form's own check;
// the field stops at 300, and the kit's sentence says the rare too long pasted with spaces.
const REASON_MESSAGES = {
  reason: {
    required: `${WORDS}.reasonRequired`,
    too_small: `${WORDS}.reasonShort`,
    invalid: `${WORDS}.reasonShort`,
    too_big: 'ui:validation.too_big',
  },
};

// The one refusal of its own: a certificate no longer the ally's (404). Another admin's revocation
// meanwhile is none: revoking again answers the certificate as it stands.
const REFUSAL_CODES = { not_found: `${WORDS}.notFound` };

interface RevokeFormProps {
  certificate: ConsoleCertificate;
  onCancel: () => void;
  onRevoked: (certificate: ConsoleCertificate) => void;
}

function RevokeForm({ certificate, onCancel, onRevoked }: RevokeFormProps) {
  const { t } = useTranslation('console', { keyPrefix: 'rewards.certificates.revoke' });
  const form = useContractForm(revokeCertificateRequest, {
    defaultValues: { reason: '' },
    messages: REASON_MESSAGES,
    codes: REFUSAL_CODES,
  });
  const [revoke, revoking] = useRevokeCertificateMutation();

  const submit = form.submitWith(async (body) => {
    const result = await revoke({ id: certificate.id, body });
    if (result.error) return form.showRefusal(refusalOf(result.error));
    onRevoked(result.data);
  });

  return (
    <form ref={form.formRef} noValidate onSubmit={submit}>
      <FormTextField
        control={form.control}
        name="reason"
        label={t('reason')}
        hint={t('reasonHint')}
        maxLength={300}
        autoComplete="off"
        data-autofocus
      />
      <FormMessage message={form.formMessage} />
      <DialogActions>
        <Button type="button" variant="ghost" onClick={onCancel}>
          {t('cancel')}
        </Button>
        <Button type="submit" loading={revoking.isLoading}>
          {t('confirm')}
        </Button>
      </DialogActions>
    </form>
  );
}

export interface RevokeDialogProps {
  /** The certificate being revoked; none: the dialog is closed. */
  certificate: ConsoleCertificate | undefined;
  onClose: () => void;
  /** With the certificate as the server now holds it (revoked). */
  onRevoked: (certificate: ConsoleCertificate) => void;
}

/**
 * Asks why before revoking: the reason is shown to anyone who checks the certificate. Escape or
 * "Cancelar" leaves it as it was; the focus goes back to the "Revocar" that opened it.
 */
export function RevokeDialog({ certificate, onClose, onRevoked }: RevokeDialogProps) {
  const { t } = useTranslation('console', { keyPrefix: 'rewards.certificates.revoke' });
  return (
    <Modal
      open={certificate !== undefined}
      onClose={onClose}
      title={certificate ? t('title', { name: certificate.learner.name }) : ''}
      description={certificate ? t('message', { module: certificate.module.title }) : undefined}
    >
      {certificate && (
        <RevokeForm key={certificate.id} certificate={certificate} onCancel={onClose} onRevoked={onRevoked} />
      )}
    </Modal>
  );
}
