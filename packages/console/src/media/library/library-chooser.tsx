import type { MediaObject } from '@aula/contracts/media';
import { Button } from '@aula/ui-kit/button';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { PictureChoices } from './picture-choices';

const Choices = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  max-height: 50vh;
  overflow-y: auto;
  padding: ${({ theme }) => theme.space.xs};
`;

/** "Elegir de tus imágenes": unfolds the ally's pictures, each with "Usar esta imagen"; folds once one is chosen. */
export function LibraryChooser({ onChoose }: { onChoose: (picture: MediaObject) => void }) {
  const { t } = useTranslation('console', { keyPrefix: 'media.library' });
  const [browsing, setBrowsing] = useState(false);
  const choicesId = useId();
  return (
    <>
      <div>
        <Button
          type="button"
          variant="secondary"
          aria-expanded={browsing}
          aria-controls={choicesId}
          onClick={() => setBrowsing(!browsing)}
        >
          {t(browsing ? 'hideLibrary' : 'fromLibrary')}
        </Button>
      </div>
      <Choices id={choicesId} hidden={!browsing}>
        {browsing && (
          <PictureChoices
            actions={(picture) => (
              <Button
                type="button"
                variant="secondary"
                aria-label={t('chooseNamed', { name: picture.original_name })}
                onClick={() => {
                  onChoose(picture);
                  setBrowsing(false);
                }}
              >
                {t('choose')}
              </Button>
            )}
          />
        )}
      </Choices>
    </>
  );
}
