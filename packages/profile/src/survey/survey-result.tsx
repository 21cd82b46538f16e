import { useGetLevelsMaturityQuery } from '@aula/api-client/catalogs';
import { useGetLandingPageQuery } from '@aula/api-client/landing';
import type { BusinessSurveyResponse } from '@aula/contracts/profile';
import { useAllySite } from '@aula/ui-kit/ally-site';
import { useAppRunning } from '@aula/ui-kit/app-running';
import { Button } from '@aula/ui-kit/button';
import { Card, CardBody } from '@aula/ui-kit/card';
import { ButtonLink } from '@aula/ui-kit/link';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import styled from 'styled-components';
import { SurveyModules } from './survey-modules';
import type { SurveyProgress } from './survey-progress';

const Result = styled.section`
  margin-bottom: ${({ theme }) => theme.space.lg};

  h2 {
    margin-top: 0;
  }
`;

const Levels = styled.ol`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  padding: 0;
  list-style: none;
`;

const Level = styled.li<{ $current: boolean }>`
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border: 2px solid ${({ theme, $current }) => ($current ? theme.colors.primary : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radii.md};

  strong {
    display: block;
  }
`;

const Quotes = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  padding: 0;
  list-style: none;

  @media (min-width: 48rem) {
    grid-template-columns: repeat(2, 1fr);
  }

  blockquote {
    margin: 0;
  }
`;

const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/**
 * Where the business stands (the level the API placed it in), the modules to take next, the ladder
 * of levels and others' words: the reviews the ally wrote for its landing, or none (never the
 * reviews catalogue, whose people no ally quoted).
 */
export function SurveyResult({
  result,
  answers,
  onRetake,
}: {
  result: BusinessSurveyResponse;
  /** The answers the result came from: they pick the modules to take next. */
  answers: SurveyProgress['answers'];
  onRetake: () => void;
}) {
  const { t, i18n } = useTranslation('profile');
  const { allyCode } = useAllySite();
  const levels = useGetLevelsMaturityQuery();
  const landing = useGetLandingPageQuery(allyCode);
  const heading = useRef<HTMLHeadingElement>(null);
  const running = useAppRunning();
  const { pathname } = useLocation();
  useEffect(() => heading.current?.focus(), []);
  const score = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 1 }).format(result.score);
  // The ally's list in its order: its place is what tells two reviews apart.
  const quotes = (landing.data?.reviews ?? []).slice(0, 4).map((review, id) => ({ ...review, id }));

  return (
    <>
      <Result aria-labelledby="survey-result-title">
        <h2 id="survey-result-title" ref={heading} tabIndex={-1}>
          {t('survey.resultTitle', { level: result.level_maturity.name })}
        </h2>
        <p lang="es">{result.level_maturity.description}</p>
        <Muted>{t('survey.score', { score })}</Muted>
      </Result>
      <SurveyModules answers={answers} />
      {levels.data && (
        <section aria-labelledby="survey-levels-title">
          <h2 id="survey-levels-title">{t('survey.levels')}</h2>
          <Levels>
            {[...levels.data]
              .sort((a, b) => a.order - b.order)
              .map((level) => {
                const current = level.id === result.level_maturity.id;
                return (
                  <Level key={level.id} $current={current} aria-current={current ? 'step' : undefined}>
                    <strong>
                      {level.name}
                      {current ? ` · ${t('survey.currentLevel')}` : ''}
                    </strong>
                    {level.description}
                  </Level>
                );
              })}
          </Levels>
        </section>
      )}
      {quotes.length > 0 && (
        <section aria-labelledby="survey-reviews-title">
          <h2 id="survey-reviews-title">{t('survey.reviewsTitle')}</h2>
          <Quotes>
            {quotes.map((review) => (
              <li key={review.id}>
                <Card>
                  <CardBody>
                    <blockquote lang="es">“{review.comment}”</blockquote>
                    <Muted>
                      {review.author}, {review.business} · {t('survey.rating', { rating: review.rating })}
                    </Muted>
                  </CardBody>
                </Card>
              </li>
            ))}
          </Quotes>
        </section>
      )}
      {/* Before the app runs, the survey without progress in its address starts from the first question. */}
      {running ? (
        <Button variant="ghost" onClick={onRetake}>
          {t('survey.retake')}
        </Button>
      ) : (
        <ButtonLink $variant="ghost" to={pathname}>
          {t('survey.retake')}
        </ButtonLink>
      )}
    </>
  );
}
