import { useGetPersonalDataQuery, useSubmitBusinessSurveyMutation } from '@aula/api-client/profile';
import { businessSurveyRequest } from '@aula/contracts/profile';
import { useAllySite } from '@aula/ui-kit/ally-site';
import { ErrorState } from '@aula/ui-kit/error-state';
import { LoadingState } from '@aula/ui-kit/loading-state';
import { usePageTitle } from '@aula/ui-kit/page-title';
import { ProgressBar } from '@aula/ui-kit/progress-bar';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { FormPage } from '../forms/form-layout';
import {
  answeredCount,
  emptyProgress,
  loadProgress,
  SURVEY_QUESTIONS,
  type SurveyProgress,
  saveProgress,
  surveyOwner,
} from './survey-progress';
import { SurveyQuestionForm } from './survey-question-form';
import { SurveyResult } from './survey-result';

const Intro = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Progress = styled.div`
  margin-bottom: ${({ theme }) => theme.space.lg};

  p {
    margin: 0 0 ${({ theme }) => theme.space.xs};
    font-weight: 700;
  }
`;

/** `/:country/:allyCode/seccion/perfil/encuesta`: six questions one at a time, then the level. */
export function SurveyScreen() {
  const { t } = useTranslation('profile');
  const { allyCode } = useAllySite();
  usePageTitle(t('survey.title'));
  // Who is answering, so the answers kept on this device are theirs alone.
  const learner = useGetPersonalDataQuery();
  if (learner.isError) {
    return (
      <FormPage>
        <h1>{t('survey.title')}</h1>
        <ErrorState message={t('common.loadError')} onRetry={() => learner.refetch()} retrying={learner.isFetching} />
      </FormPage>
    );
  }
  if (!learner.data) {
    return (
      <FormPage>
        <h1>{t('survey.title')}</h1>
        <LoadingState label={t('common.loading')} />
      </FormPage>
    );
  }
  return <Survey owner={surveyOwner(allyCode, learner.data)} />;
}

function Survey({ owner }: { owner: string }) {
  const { t } = useTranslation('profile');
  const [progress, setProgress] = useState<SurveyProgress>(() => loadProgress(owner));
  const [resumed] = useState(() => answeredCount(progress) > 0 && !progress.result);
  const [submit, { isLoading, isError }] = useSubmitBusinessSurveyMutation();
  const topRef = useRef<HTMLDivElement>(null);

  useEffect(() => saveProgress(owner, progress), [owner, progress]);

  const total = SURVEY_QUESTIONS.length;
  const question = SURVEY_QUESTIONS[progress.step] ?? SURVEY_QUESTIONS[0];
  const last = progress.step === total - 1;
  const moveTo = (step: number) => {
    setProgress((current) => ({ ...current, step }));
    topRef.current?.scrollIntoView?.({ block: 'nearest' });
  };

  async function finish() {
    const request = businessSurveyRequest.parse({
      answers: SURVEY_QUESTIONS.map((key) => ({ question: key, value: progress.answers[key] })),
    });
    const result = await submit(request);
    // The answers stay with the result: they pick the modules it recommends, on every return.
    if ('data' in result && result.data)
      setProgress({ ...emptyProgress(), answers: progress.answers, result: result.data });
  }

  if (progress.result) {
    return (
      <FormPage>
        <h1>{t('survey.title')}</h1>
        <SurveyResult
          result={progress.result}
          answers={progress.answers}
          onRetake={() => setProgress(emptyProgress())}
        />
      </FormPage>
    );
  }

  return (
    <FormPage>
      <h1>{t('survey.title')}</h1>
      <Intro>{resumed ? t('survey.resumed') : t('survey.intro')}</Intro>
      <Progress ref={topRef}>
        <p aria-live="polite">{t('survey.progress', { current: progress.step + 1, total })}</p>
        <ProgressBar value={(answeredCount(progress) / total) * 100} label={t('survey.title')} />
      </Progress>
      <SurveyQuestionForm
        key={question}
        question={question}
        answer={progress.answers[question]}
        onAnswer={(value) =>
          setProgress((current) => ({ ...current, answers: { ...current.answers, [question]: value } }))
        }
        {...(progress.step > 0 ? { onPrevious: () => moveTo(progress.step - 1) } : {})}
        onDone={() => (last ? finish() : moveTo(progress.step + 1))}
        last={last}
        sending={isLoading}
        message={isError ? t('survey.sendFailed') : undefined}
      />
    </FormPage>
  );
}
