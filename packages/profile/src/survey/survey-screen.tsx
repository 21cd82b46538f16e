import { useGetLevelsMaturityQuery } from '@aula/api-client/catalogs';
import { useGetPersonalDataQuery, useSubmitBusinessSurveyMutation } from '@aula/api-client/profile';
import { businessSurveyRequest, type SurveyAnswer } from '@aula/contracts/profile';
import { useAllySite } from '@aula/ui-kit/ally-site';
import { ErrorState } from '@aula/ui-kit/error-state';
import { submissionOf, usePostedAnswer } from '@aula/ui-kit/forms/page-form';
import { LoadingState } from '@aula/ui-kit/loading-state';
import { usePageTitle } from '@aula/ui-kit/page-title';
import { ProgressBar } from '@aula/ui-kit/progress-bar';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import styled from 'styled-components';
import { FormPage } from '../forms/form-layout';
import { addressOfProgress, progressInAddress, SURVEY_FORM, surveyProgressOf, withoutProgress } from './survey-address';
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
  // A survey answered by page round trips holds its progress in the address (survey-address.ts);
  // a finished one names its level by id, which the catalogue puts in words.
  const [searchParams] = useSearchParams();
  const inAddress = progressInAddress(searchParams);
  const levels = useGetLevelsMaturityQuery(undefined, { skip: !inAddress?.result });
  if (learner.isError || levels.isError) {
    const retry = () => {
      if (learner.isError) learner.refetch();
      if (levels.isError) levels.refetch();
    };
    return (
      <FormPage>
        <h1>{t('survey.title')}</h1>
        <ErrorState
          message={t('common.loadError')}
          onRetry={retry}
          retrying={learner.isFetching || levels.isFetching}
        />
      </FormPage>
    );
  }
  if (!learner.data || (inAddress?.result && !levels.data)) {
    return (
      <FormPage>
        <h1>{t('survey.title')}</h1>
        <LoadingState label={t('common.loading')} />
      </FormPage>
    );
  }
  return (
    <Survey
      owner={surveyOwner(allyCode, learner.data)}
      {...(inAddress && { inAddress: surveyProgressOf(inAddress, levels.data) })}
    />
  );
}

function Survey({ owner, inAddress }: { owner: string; inAddress?: SurveyProgress }) {
  const { t } = useTranslation('profile');
  // The address's progress first: the server drew the page from it, and it is the latest.
  const [progress, setProgress] = useState<SurveyProgress>(() => inAddress ?? loadProgress(owner));
  const [resumed] = useState(() => !inAddress && answeredCount(progress) > 0 && !progress.result);
  const [submit, { isLoading, isError }] = useSubmitBusinessSurveyMutation();
  const sendRefused = submissionOf(usePostedAnswer(), SURVEY_FORM)?.refusal !== undefined;
  const [searchParams, setSearchParams] = useSearchParams();
  const topRef = useRef<HTMLDivElement>(null);

  useEffect(() => saveProgress(owner, progress), [owner, progress]);

  // Once the app runs it keeps the progress on the device; left in the address, a reload would
  // draw the survey where it was when the app started.
  const adopted = inAddress !== undefined;
  useEffect(() => {
    if (adopted) setSearchParams(withoutProgress(searchParams), { replace: true, preventScrollReset: true });
  }, [adopted, searchParams, setSearchParams]);

  const total = SURVEY_QUESTIONS.length;
  const question = SURVEY_QUESTIONS[progress.step] ?? SURVEY_QUESTIONS[0];
  const last = progress.step === total - 1;
  const moveTo = (step: number) => {
    setProgress((current) => ({ ...current, step }));
    topRef.current?.scrollIntoView?.({ block: 'nearest' });
  };

  async function finish(answers: SurveyProgress['answers']) {
    // An answer the device lost (kept from an earlier visit, or cleared meanwhile) is asked again
    // rather than sent as a request the contract refuses.
    const unanswered = SURVEY_QUESTIONS.findIndex((key) => answers[key] === undefined);
    if (unanswered >= 0) {
      moveTo(unanswered);
      return;
    }
    const request = businessSurveyRequest.parse({
      answers: SURVEY_QUESTIONS.map((key) => ({ question: key, value: answers[key] })),
    });
    const result = await submit(request);
    // The answers stay with the result: they pick the modules it recommends, on every return.
    if ('data' in result && result.data) setProgress({ ...emptyProgress(), answers, result: result.data });
  }

  // The answer the form accepted is kept here too: the form may hold one this screen never heard
  // chosen (picked on the server's page before the app took it over, or posted back with a refusal).
  function done({ value }: SurveyAnswer) {
    const answers = { ...progress.answers, [question]: value };
    setProgress((current) => ({ ...current, answers: { ...current.answers, [question]: value } }));
    if (last) return finish(answers);
    moveTo(progress.step + 1);
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
        {...(progress.step > 0
          ? {
              onPrevious: () => moveTo(progress.step - 1),
              previousAddress: addressOfProgress({ step: progress.step - 1, answers: progress.answers }),
            }
          : {})}
        onDone={done}
        last={last}
        sending={isLoading}
        message={isError || sendRefused ? t('survey.sendFailed') : undefined}
      />
    </FormPage>
  );
}
