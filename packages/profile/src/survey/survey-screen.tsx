import { useGetPersonalDataQuery, useSubmitBusinessSurveyMutation } from '@aula/api-client/profile';
import { businessSurveyRequest } from '@aula/contracts/profile';
import { useAllySite } from '@aula/ui-kit/ally-site';
import { Button } from '@aula/ui-kit/button';
import { ErrorState } from '@aula/ui-kit/error-state';
import { LoadingState } from '@aula/ui-kit/loading-state';
import { usePageTitle } from '@aula/ui-kit/page-title';
import { ProgressBar } from '@aula/ui-kit/progress-bar';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Actions, FormError, FormPage } from '../forms/form-layout';
import {
  answeredCount,
  emptyProgress,
  loadProgress,
  SURVEY_QUESTIONS,
  type SurveyProgress,
  saveProgress,
  surveyOwner,
} from './survey-progress';
import { SurveyResult } from './survey-result';
import { SurveyStep } from './survey-step';

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
  const [missing, setMissing] = useState(false);
  const [submit, { isLoading, isError }] = useSubmitBusinessSurveyMutation();
  const formRef = useRef<HTMLFormElement>(null);

  useEffect(() => saveProgress(owner, progress), [owner, progress]);

  const total = SURVEY_QUESTIONS.length;
  const question = SURVEY_QUESTIONS[progress.step] ?? SURVEY_QUESTIONS[0];
  const last = progress.step === total - 1;
  const moveTo = (step: number) => {
    setMissing(false);
    setProgress((current) => ({ ...current, step }));
    formRef.current?.querySelector('legend')?.scrollIntoView?.({ block: 'nearest' });
  };

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (progress.answers[question] === undefined) {
      setMissing(true);
      formRef.current?.querySelector<HTMLInputElement>('input[type="radio"]')?.focus();
      return;
    }
    if (!last) return moveTo(progress.step + 1);
    const request = businessSurveyRequest.parse({
      answers: SURVEY_QUESTIONS.map((key) => ({ question: key, value: progress.answers[key] })),
    });
    const result = await submit(request);
    if ('data' in result && result.data) setProgress({ ...emptyProgress(), result: result.data });
  }

  if (progress.result) {
    return (
      <FormPage>
        <h1>{t('survey.title')}</h1>
        <SurveyResult result={progress.result} onRetake={() => setProgress(emptyProgress())} />
      </FormPage>
    );
  }

  return (
    <FormPage>
      <h1>{t('survey.title')}</h1>
      <Intro>{resumed ? t('survey.resumed') : t('survey.intro')}</Intro>
      <Progress>
        <p aria-live="polite">{t('survey.progress', { current: progress.step + 1, total })}</p>
        <ProgressBar value={(answeredCount(progress) / total) * 100} label={t('survey.title')} />
      </Progress>
      <form ref={formRef} noValidate onSubmit={onSubmit}>
        <SurveyStep
          key={question}
          question={question}
          value={progress.answers[question]}
          error={missing}
          onAnswer={(value) => {
            setMissing(false);
            setProgress((current) => ({ ...current, answers: { ...current.answers, [question]: value } }));
          }}
        />
        <FormError role="alert">{isError ? t('survey.sendFailed') : ''}</FormError>
        <Actions>
          {progress.step > 0 && (
            <Button variant="ghost" onClick={() => moveTo(progress.step - 1)}>
              {t('survey.previous')}
            </Button>
          )}
          <Button type="submit" loading={isLoading}>
            {last ? t('survey.finish') : t('survey.next')}
          </Button>
        </Actions>
      </form>
    </FormPage>
  );
}
