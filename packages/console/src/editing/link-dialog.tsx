import { Button } from '@aula/ui-kit/button';
import { TextField } from '@aula/ui-kit/text-field';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DialogActions } from './dialog-actions';
import { EditorDialog } from './editor-dialog';
import { toAllowedAddress } from './link-address';
import { LINK_SCHEMES } from './rich-text-extensions';

export interface LinkDialogProps {
  /** The selected link's address, or '' for a new link. */
  initialHref: string;
  onSave: (href: string) => void;
  onRemove: () => void;
  onClose: () => void;
}

/** Asks for a link's address (web page, email or phone) and refuses one the server would drop. */
export function LinkDialog({ initialHref, onSave, onRemove, onClose }: LinkDialogProps) {
  const { t } = useTranslation('console', { keyPrefix: 'editing.richText' });
  const [typed, setTyped] = useState(initialHref);
  const [error, setError] = useState<string | undefined>();

  const submit = () => {
    const href = toAllowedAddress(typed, LINK_SCHEMES);
    if (href) onSave(href);
    else setError(t('linkDialog.invalidUrl'));
  };

  return (
    <EditorDialog title={t('linkDialog.title')} onClose={onClose} onSubmit={submit}>
      <TextField
        label={t('linkDialog.url')}
        hint={t('linkDialog.urlHint')}
        error={error}
        value={typed}
        onChange={(event) => setTyped(event.target.value)}
        inputMode="url"
        autoComplete="off"
        data-autofocus
      />
      <DialogActions>
        <Button variant="ghost" onClick={onClose}>
          {t('cancel')}
        </Button>
        {initialHref && (
          <Button variant="secondary" onClick={onRemove}>
            {t('linkDialog.remove')}
          </Button>
        )}
        <Button type="submit">{t('linkDialog.save')}</Button>
      </DialogActions>
    </EditorDialog>
  );
}
