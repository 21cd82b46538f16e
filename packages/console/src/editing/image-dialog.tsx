import { Button } from '@aula/ui-kit/button';
import { CheckboxField } from '@aula/ui-kit/checkbox-field';
import { TextField } from '@aula/ui-kit/text-field';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DialogActions } from './dialog-actions';
import { EditorDialog } from './editor-dialog';
import { toAllowedAddress } from './link-address';
import { IMAGE_SCHEMES } from './rich-text-extensions';

/** A picture chosen by an upload (h6's uploader fills it): where it is served, and a description if known. */
export interface PickedImage {
  url: string;
  alt?: string;
}

export interface ImageDialogProps {
  onInsert: (image: { src: string; alt: string }) => void;
  onClose: () => void;
  /** Uploads a picture and resolves with its address (null when the editor gave up); absent: address only. */
  onPickImage?: () => Promise<PickedImage | null>;
}

/**
 * Asks for a picture: an address (or an upload) and a description. The description is required
 * unless the editor says the picture is decorative (then alt="" tells screen readers to skip it).
 */
export function ImageDialog({ onInsert, onClose, onPickImage }: ImageDialogProps) {
  const { t } = useTranslation('console', { keyPrefix: 'editing.richText' });
  const [url, setUrl] = useState('');
  const [alt, setAlt] = useState('');
  const [decorative, setDecorative] = useState(false);
  const [uploading, setUploading] = useState(false);
  const [errors, setErrors] = useState<{ url?: string; alt?: string }>({});

  const upload = async () => {
    if (!onPickImage) return;
    setUploading(true);
    try {
      const picked = await onPickImage();
      if (picked) {
        setUrl(picked.url);
        if (picked.alt && !alt) setAlt(picked.alt);
        setErrors({});
      }
    } catch {
      setErrors({ url: t('imageDialog.uploadFailed') });
    } finally {
      setUploading(false);
    }
  };

  const submit = () => {
    const src = toAllowedAddress(url, IMAGE_SCHEMES);
    const description = alt.trim();
    const found = {
      url: src ? undefined : t('imageDialog.invalidUrl'),
      alt: decorative || description ? undefined : t('imageDialog.altRequired'),
    };
    setErrors(found);
    if (src && !found.alt) onInsert({ src, alt: decorative ? '' : description });
  };

  return (
    <EditorDialog title={t('imageDialog.title')} onClose={onClose} onSubmit={submit}>
      <TextField
        label={t('imageDialog.url')}
        hint={t('imageDialog.urlHint')}
        error={errors.url}
        value={url}
        onChange={(event) => setUrl(event.target.value)}
        inputMode="url"
        autoComplete="off"
        data-autofocus
      />
      {onPickImage && (
        <p>
          <Button variant="secondary" onClick={upload} loading={uploading}>
            {t('imageDialog.upload')}
          </Button>
        </p>
      )}
      <TextField
        label={t('imageDialog.alt')}
        hint={t('imageDialog.altHint')}
        error={errors.alt}
        value={alt}
        disabled={decorative}
        onChange={(event) => setAlt(event.target.value)}
      />
      <CheckboxField
        label={t('imageDialog.decorative')}
        checked={decorative}
        onChange={(event) => setDecorative(event.target.checked)}
      />
      <DialogActions>
        <Button variant="ghost" onClick={onClose}>
          {t('cancel')}
        </Button>
        <Button type="submit" disabled={uploading}>
          {t('imageDialog.insert')}
        </Button>
      </DialogActions>
    </EditorDialog>
  );
}
