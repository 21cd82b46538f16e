import { useGetMediaListQuery } from '@aula/api-client/console-media';
import type { MediaObject } from '@aula/contracts/media';
import { EmptyState } from '@aula/ui-kit/empty-state';
import { ErrorState } from '@aula/ui-kit/error-state';
import { ImagePlus } from '@aula/ui-kit/icons';
import { LoadingState } from '@aula/ui-kit/loading-state';
import { TextField } from '@aula/ui-kit/text-field';
import { type ReactNode, useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 14rem), 1fr));
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Card = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  min-width: 0;
  padding: ${({ theme }) => theme.space.sm};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};

  img {
    display: block;
    width: 100%;
    aspect-ratio: 16 / 9;
    object-fit: cover;
    border-radius: ${({ theme }) => theme.radii.sm};
    background: ${({ theme }) => theme.colors.background};
  }
`;

const Name = styled.p`
  margin: 0;
  font-weight: 700;
  overflow-wrap: anywhere;
`;

const Described = styled.p<{ $missing: boolean }>`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme, $missing }) => ($missing ? theme.colors.danger : theme.colors.textMuted)};
  overflow-wrap: anywhere;
`;

/** The narrowest stored size that fills a card (cards are at most ~20rem wide). */
const thumbnailOf = (picture: MediaObject) =>
  picture.variants.find((variant) => variant.width >= 320)?.url ?? picture.url;

export interface PictureChoicesProps {
  /** What each card offers under the picture: "Usar esta imagen", or the library's description and deletion. */
  actions: (picture: MediaObject) => ReactNode;
  /** Leaves the description line out where the card's own form shows it. */
  showDescription?: boolean;
}

/**
 * The ally's uploaded pictures, newest first, found by words of their name or description: shown
 * in the library and in the editor's picture dialog, each card with what the place offers.
 */
export function PictureChoices({ actions, showDescription = true }: PictureChoicesProps) {
  const { t } = useTranslation('console', { keyPrefix: 'media.library' });
  const [words, setWords] = useState('');
  // Typing stays quick: the list asks again with the words once the typing lets it.
  const q = useDeferredValue(words.trim());
  const list = useGetMediaListQuery({ kind: 'image', q });
  const pictures = list.data?.results ?? [];

  return (
    <>
      <TextField
        type="search"
        label={t('search')}
        hint={t('searchHint')}
        value={words}
        onChange={(event) => setWords(event.target.value)}
        // Inside the picture dialog's form, Enter here searches (it already did) instead of inserting.
        onKeyDown={(event) => {
          if (event.key === 'Enter') event.preventDefault();
        }}
        autoComplete="off"
      />
      {list.isLoading ? (
        <LoadingState label={t('loading')} />
      ) : list.isError ? (
        <ErrorState message={t('error')} onRetry={() => list.refetch()} retrying={list.isFetching} />
      ) : pictures.length === 0 ? (
        <EmptyState icon={ImagePlus} message={q ? t('noMatch', { words: q }) : t('empty')} />
      ) : (
        <Grid aria-label={t('listLabel')} aria-busy={list.isFetching}>
          {pictures.map((picture) => (
            <Card key={picture.id}>
              <img src={thumbnailOf(picture)} alt={picture.alt} width={320} height={180} loading="lazy" />
              <Name>{picture.original_name}</Name>
              {showDescription && (
                <Described $missing={picture.alt === ''}>{picture.alt || t('noDescription')}</Described>
              )}
              {actions(picture)}
            </Card>
          ))}
        </Grid>
      )}
    </>
  );
}
