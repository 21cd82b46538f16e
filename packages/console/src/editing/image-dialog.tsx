import { isAllowedImageSource } from '@aula/contracts/rich-text';
import { Button } from '@aula/ui-kit/button';
import { CheckboxField } from '@aula/ui-kit/checkbox-field';
import { TextField } from '@aula/ui-kit/text-field';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { DialogActions } from './dialog-actions';
import { EditorDialog } from './editor-dialog';
import { toAllowedAddress } from './link-address';
import { IMAGE_SCHEMES } from './rich-text-extensions';

// What was picked, small, so the editor sees it is the right one before inserting it.
const Chosen = styled.img`
  display: block;
  width: 160px;
  height: 90px;
  margin-bottom: ${({ theme }) => theme.space.sm};
  object-fit: cover;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.sm};
`;

/** A picture chosen from the ally's own (uploaded now or earlier): its site address and what it shows. */
export interface PickedImage {
  url: string;
  /** What the picture shows, as said before ('' or absent: not yet said). */
  alt?: string;
  /** Keeps a description written here for the next text it goes in (the library's). */
  remember?: (alt: string) => void;
}

/** Draws the ways to pick a picture of the ally's own inside the dialog (an uploader, its library). */
export type PictureSource = (pick: (image: PickedImage) => void) => ReactNode;

export interface ImageDialogProps {
  onInsert: (image: { src: string; alt: string }) => void;
  onClose: () => void;
  /** The console's uploader and library; absent (a story of the editor alone), pictures come by address. */
  pictureSource?: PictureSource;
}

/**
 * The address to store for what the editor typed or picked: the site's own media by its site address
 * (so the text shows on every host name of the ally's site, even when pasted as a full address of
 * this one), anything else only as an http(s) address.
 */
export function imageAddressOf(typed: string, origin = globalThis.location?.origin ?? ''): string | null {
  const text = typed.trim();
  const own = origin && text.startsWith(`${origin}/media/`) ? text.slice(origin.length) : text;
  if (own.startsWith('/')) return isAllowedImageSource(own) ? own : null;
  return toAllowedAddress(text, IMAGE_SCHEMES);
}

/**
 * Asks for a picture: one of the ally's own (uploaded here or chosen from its pictures) or an
 * address, and a description. The description is required unless the editor says the picture is
 * decorative (then alt="" tells screen readers to skip it); one written for a picture of the ally's
 * is kept for the next time it is used.
 */
export function ImageDialog({ onInsert, onClose, pictureSource }: ImageDialogProps) {
  const { t } = useTranslation('console', { keyPrefix: 'editing.richText' });
  const [url, setUrl] = useState('');
  const [alt, setAlt] = useState('');
  const [decorative, setDecorative] = useState(false);
  const [picked, setPicked] = useState<PickedImage>();
  const [errors, setErrors] = useState<{ url?: string; alt?: string }>({});

  const pick = (image: PickedImage) => {
    setPicked(image);
    setUrl(image.url);
    if (image.alt) setAlt(image.alt);
    setErrors({});
  };

  const submit = () => {
    const src = imageAddressOf(url);
    const description = alt.trim();
    const found = {
      url: src ? undefined : t('imageDialog.invalidUrl'),
      alt: decorative || description ? undefined : t('imageDialog.altRequired'),
    };
    setErrors(found);
    if (!src || found.alt) return;
    if (picked?.url === url && !picked.alt && description && !decorative) picked.remember?.(description);
    onInsert({ src, alt: decorative ? '' : description });
  };

  return (
    <EditorDialog title={t('imageDialog.title')} onClose={onClose} onSubmit={submit}>
      {pictureSource?.(pick)}
      <TextField
        label={t('imageDialog.url')}
        hint={t(pictureSource ? 'imageDialog.urlHint' : 'imageDialog.urlHintAddressOnly')}
        error={errors.url}
        value={url}
        onChange={(event) => setUrl(event.target.value)}
        inputMode="url"
        autoComplete="off"
        {...(pictureSource ? {} : { 'data-autofocus': true })}
      />
      {picked?.url === url && <Chosen src={picked.url} alt="" width={160} height={90} />}
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
        <Button type="submit">{t('imageDialog.insert')}</Button>
      </DialogActions>
    </EditorDialog>
  );
}
