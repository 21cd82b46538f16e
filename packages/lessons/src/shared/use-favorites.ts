import { useGetFavoriteLessonsQuery, useSetFavoriteMutation } from '@aula/api-client/lessons';
import { submissionOf, usePostedAnswer } from '@aula/ui-kit/forms/page-form';
import { useCallback, useMemo, useState } from 'react';
import { LESSON_FORMS } from './lesson-forms';

/**
 * The learner's favourites for hearts on lesson cards: which lessons are marked, a toggle (it
 * sends the state wanted, the opposite of the one shown) that moves the heart at once (the api-client rolls it back on failure) and whether the last toggle
 * failed, so the screen can say so: a heart posted to the page before the app ran comes back
 * failed from the server (lesson-cards-action.ts).
 */
export function useFavorites() {
  const { data } = useGetFavoriteLessonsQuery();
  const [setFavorite] = useSetFavoriteMutation();
  const postedFailed = submissionOf(usePostedAnswer(), LESSON_FORMS.favorite) !== undefined;
  const [failed, setFailed] = useState(postedFailed);
  const ids = useMemo(() => new Set(data?.results.map(({ id }) => id)), [data]);
  const toggle = useCallback(
    async (lessonId: number) => {
      setFailed(false);
      const result = await setFavorite({ lessonId, favorite: !ids.has(lessonId) });
      if ('error' in result) setFailed(true);
    },
    [setFavorite, ids],
  );
  return { isFavorite: (id: number) => ids.has(id), toggle, failed };
}
