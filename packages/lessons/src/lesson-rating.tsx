import { useSetRatingMutation } from '@aula/api-client/lessons';
import type { LessonDetail } from '@aula/contracts/lessons';
import { StarRating, StarRatingDisplay } from '@aula/ui-kit/star-rating';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';

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
  // While a new rating is on its way the stars already show it; a failure puts the saved one back.
  const shown = state.isLoading ? (state.originalArgs?.rating ?? 0) : (lesson.rating ?? 0);
  return (
    <>
      <StarRating label={t('end.rate')} value={shown} onChange={(rating) => rate({ lessonId: lesson.id, rating })} />
      <p aria-live="polite">
        {state.isSuccess && `${t('end.rated')} `}
        {lesson.rating !== null && t('end.yourRating', { value: lesson.rating })}
      </p>
      {state.isError && <Failure role="alert">{t('end.rateError')}</Failure>}
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
