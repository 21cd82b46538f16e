import { FavoriteButton } from '@aula/ui-kit/favorite-button';
import { FormName } from '@aula/ui-kit/forms/page-form';
import { CARD_LESSON_FIELD, LESSON_FORMS } from './lesson-forms';

/**
 * Hearts on the cards: given on the learner's screens, left out on public ones. Each heart is a form
 * posted to the page before the app runs: the screen's route answers it with lessonCardsAction.
 */
export interface FavoriteMarks {
  isFavorite: (lessonId: number) => boolean;
  toggle: (lessonId: number) => unknown;
}

/**
 * A card's heart: a form posted to the page before the app runs (lesson-cards-action.ts), which
 * comes back to the list with the heart turned; once the app runs, the heart turns at once.
 */
export function CardFavorite({
  lessonId,
  title,
  favorites,
}: {
  lessonId: number;
  title: string;
  favorites: FavoriteMarks;
}) {
  const pressed = favorites.isFavorite(lessonId);
  return (
    <form method="post">
      <FormName name={LESSON_FORMS.favorite} />
      <input type="hidden" name={CARD_LESSON_FIELD} value={lessonId} />
      <input type="hidden" name="favorite" value={String(!pressed)} />
      <FavoriteButton title={title} pressed={pressed} onToggle={() => favorites.toggle(lessonId)} submits />
    </form>
  );
}
