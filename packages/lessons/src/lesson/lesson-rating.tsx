import { useSetRatingMutation } from '@aula/api-client/lessons';
import type { LessonDetail } from '@aula/contracts/lessons';
import { useAppRunning } from '@aula/ui-kit/app-running';
import { Button } from '@aula/ui-kit/button';
import { FormName, submissionOf, usePostedAnswer } from '@aula/ui-kit/forms/page-form';
import { StarRating, StarRatingDisplay } from '@aula/ui-kit/star-rating';
import { useTranslation } from 'react-i18next';

import styled from 'styled-components';
import { LESSON_FORMS } from '../shared/lesson-forms';

const Average = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  margin-top: ${({ theme }) => theme.space.sm};
`;

const Failure = styled.p`
  color: ${({ theme }) => theme.colors.danger};
  font-weight: 700;
`;

/** The learner's stars (changeable at any time) and everyone's average, theirs included. */
export function LessonRating({ lesson }: { lesson: LessonDetail }) {
  const { t } = useTranslation('lessons');
  const [rate, state] = useSetRatingMutation();
  const running = useAppRunning();
  const postedFailed = submissionOf(usePostedAnswer(), LESSON_FORMS.rating) !== undefined;
  // While a new rating is on its way the stars already show it; a failure puts the saved one back.
  const shown = state.isLoading ? (state.originalArgs?.rating ?? 0) : (lesson.rating ?? 0);
  return (
    <>
      {/* Stars save themselves once the app runs; before, they are a form with its own send button. */}
      <form method="post" onSubmit={(event) => event.preventDefault()}>
        <FormName name={LESSON_FORMS.rating} />
        <StarRating
          label={t('end.rate')}
          name="rating"
          value={shown}
          onChange={(rating) => rate({ lessonId: lesson.id, rating })}
        />
        {!running && (
          <Button type="submit" variant="secondary">
            {t('end.sendRating')}
          </Button>
        )}
      </form>
      <p aria-live="polite">
        {state.isSuccess && `${t('end.rated')} `}
        {lesson.rating !== null && t('end.yourRating', { value: lesson.rating })}
      </p>
      {(state.isError || postedFailed) && <Failure role="alert">{t('end.rateError')}</Failure>}
      <Average>
        <strong>{t('end.average', { context: lesson.rating === null ? undefined : 'withYours' })}</strong>
        {lesson.rating_average === null ? (
          <span>{t('end.noRatings')}</span>
        ) : (
          <StarRatingDisplay value={lesson.rating_average} />
        )}
      </Average>
    </>
  );
}
