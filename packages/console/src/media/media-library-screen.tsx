import { usePageTitle } from '@aula/ui-kit/page-title';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Intro, ScreenHeader } from '../shell/screen-layout';
import { DeletePicture } from './library/delete-picture';
import { PictureChoices } from './library/picture-choices';
import { PictureDescriptionForm } from './library/picture-description-form';
import { MediaUpload } from './media-upload';

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
`;

const Block = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};

  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`;

const CardActions = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  margin-top: auto;
`;

/**
 * `consola/imagenes`: the ally's pictures in one place. Upload one, find one by its name or what it
 * shows, say what each shows (offered whenever it is put in a text) and delete one, told first
 * where it is still used.
 */
export function MediaLibraryScreen() {
  const { t } = useTranslation('console', { keyPrefix: 'media.library' });
  usePageTitle(t('title'));
  return (
    <>
      <ScreenHeader>
        <h1>{t('title')}</h1>
      </ScreenHeader>
      <Intro>{t('intro')}</Intro>
      <Stack>
        <Block aria-labelledby="media-library-upload">
          <h2 id="media-library-upload">{t('uploadTitle')}</h2>
          <MediaUpload kind="image" onUploaded={() => {}} />
        </Block>
        <Block aria-labelledby="media-library-pictures">
          <h2 id="media-library-pictures">{t('picturesTitle')}</h2>
          <PictureChoices
            showDescription={false}
            actions={(picture) => (
              <CardActions>
                <PictureDescriptionForm key={`${picture.id}-${picture.alt}`} picture={picture} />
                <DeletePicture picture={picture} />
              </CardActions>
            )}
          />
        </Block>
      </Stack>
    </>
  );
}
