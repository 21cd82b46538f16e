import { useDescribeMediaMutation } from '@aula/api-client/console-media';
import type { MediaObject } from '@aula/contracts/media';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { PickedImage, PictureSource } from '../../editing/image-dialog';
import { MediaUpload } from '../media-upload';
import { LibraryChooser } from './library-chooser';

const Source = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  margin-bottom: ${({ theme }) => theme.space.md};
`;

/** The picture dialog's own pictures: upload one now (resumable, as covers) or choose one uploaded before. */
function EditorPictures({ pick }: { pick: (image: PickedImage) => void }) {
  const { t } = useTranslation('console', { keyPrefix: 'media.library' });
  const [describe] = useDescribeMediaMutation();
  const picked = (picture: MediaObject) =>
    pick({ url: picture.url, alt: picture.alt, remember: (alt) => void describe({ id: picture.id, alt }) });
  return (
    <Source>
      <MediaUpload kind="image" label={t('uploadNew')} onUploaded={picked} />
      <LibraryChooser onChoose={picked} />
    </Source>
  );
}

/** For the rich-text editors of the console's screens (readings, blog posts). */
export const editorPictureSource: PictureSource = (pick) => <EditorPictures pick={pick} />;
