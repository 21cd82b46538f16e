import type { MediaObject } from '@aula/contracts/media';
import { FormTextField } from '@aula/ui-kit/forms/form-fields';
import { useState } from 'react';
import { type Control, type FieldPath, type FieldValues, useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { LibraryChooser } from './library/library-chooser';
import { MediaUpload } from './media-upload';

export interface PictureFieldProps<TValues extends FieldValues> {
  control: Control<TValues, unknown, unknown>;
  /** The form field holding the picture's address (a cover or the landing's hero image). */
  name: FieldPath<TValues>;
  label: string;
  hint?: string;
  /** Says what the picture shows: the item's title. */
  alt: string;
}

// The preview keeps its box whether or not a picture is chosen, so choosing one moves nothing.
const PREVIEW_WIDTH = 160;
const PREVIEW_HEIGHT = 90;

const Layout = styled.div`
  display: grid;
  grid-template-columns: ${PREVIEW_WIDTH}px minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.md};
  align-items: start;

  @media (max-width: 30rem) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const Preview = styled.div`
  display: grid;
  place-items: center;
  width: ${PREVIEW_WIDTH}px;
  height: ${PREVIEW_HEIGHT}px;
  overflow: hidden;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  text-align: center;

  img {
    display: block;
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

const Fields = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  min-width: 0;
`;

/**
 * A picture's address with an uploader and the ally's pictures beside it: an uploaded or chosen image fills the address (its
 * 640 px WebP, the width covers are drawn at), the address stays editable, and a small preview
 * shows what the learner site will draw.
 */
export function PictureField<TValues extends FieldValues>({
  control,
  name,
  label,
  hint,
  alt,
}: PictureFieldProps<TValues>) {
  const { t } = useTranslation('console');
  const { field } = useController({ control, name });
  const address = typeof field.value === 'string' ? field.value.trim() : '';
  // An address that does not load shows the empty box again (until it is changed).
  const [broken, setBroken] = useState<string>();
  const shown = address !== '' && address !== broken;
  const uploaded = (media: MediaObject) => field.onChange(media.url);

  return (
    <Layout>
      <Preview>
        {shown ? (
          <img
            src={address}
            alt={alt || t('media.picture.untitled')}
            width={PREVIEW_WIDTH}
            height={PREVIEW_HEIGHT}
            onError={() => setBroken(address)}
          />
        ) : (
          <span>{t('media.picture.none')}</span>
        )}
      </Preview>
      <Fields>
        <MediaUpload kind="image" label={t('media.picture.upload')} onUploaded={uploaded} />
        <LibraryChooser onChoose={uploaded} />
        <FormTextField control={control} name={name} label={label} hint={hint} inputMode="url" spellCheck={false} />
      </Fields>
    </Layout>
  );
}
