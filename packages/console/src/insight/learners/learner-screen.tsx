import { useGetLearnerQuery } from '@aula/api-client/console-learners';
import { describeApiError } from '@aula/api-client/errors';
import { idParam } from '@aula/contracts/common';
import type { LearnerDetail } from '@aula/contracts/console-learners';
import { allyPath } from '@aula/contracts/site-paths';
import { useAllySite } from '@aula/ui-kit/ally-site';
import { useContentLang } from '@aula/ui-kit/content-lang';
import { ErrorState } from '@aula/ui-kit/error-state';
import { Eye, ICON_SIZE } from '@aula/ui-kit/icons';
import { Link } from '@aula/ui-kit/link';
import { LoadingState } from '@aula/ui-kit/loading-state';
import { usePageTitle } from '@aula/ui-kit/page-title';
import { ProgressBar } from '@aula/ui-kit/progress-bar';
import { useDateFormat } from '@aula/ui-kit/use-date-format';
import { useTranslation } from 'react-i18next';
import { useLocation, useParams } from 'react-router';
import styled from 'styled-components';
import { DataTable } from '../charts/data-table';
import { FiguresFreshness } from '../freshness/figures-freshness';
import { AdminsOnly } from './admins-only';
import { LearnerCertificates, LearnerCheckAttempts } from './checks-and-certificates';
import { SurveyAnswers } from './survey-answers';

const Back = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.md};
`;

const Title = styled.h1`
  margin: 0 0 ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.fontSizes.xl};
  overflow-wrap: anywhere;
`;

const Recorded = styled.p`
  display: flex;
  gap: ${({ theme }) => theme.space.xs};
  align-items: flex-start;
  margin: 0 0 ${({ theme }) => theme.space.lg};
  color: ${({ theme }) => theme.colors.textMuted};
  max-width: 48rem;

  svg {
    flex: none;
    margin-top: 0.15em;
  }
`;

// Plain sections, not named regions: the tables inside already name theirs with the same words.
const Section = styled.section`
  margin: 0 0 ${({ theme }) => theme.space.xl};

  h2 {
    margin: 0 0 ${({ theme }) => theme.space.sm};
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }

  > p {
    margin: 0;
  }
`;

const Details = styled.dl`
  display: grid;
  grid-template-columns: max-content minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.md};
  margin: 0;

  dt {
    font-weight: 700;
  }

  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

const Progress = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  min-width: 8rem;
`;

const Plain = styled.ul`
  margin: 0;
  padding-inline-start: 1.25rem;
`;

const Surveys = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
`;

function LearnerPage({ learner }: { learner: LearnerDetail }) {
  const { t } = useTranslation('console', { keyPrefix: 'insight.learners.learner' });
  const dates = useDateFormat();
  const contentLang = useContentLang();
  const none = t('none');
  return (
    <>
      <Section>
        <h2>{t('details')}</h2>
        <Details>
          <dt>{t('phone')}</dt>
          <dd>{learner.phone ?? none}</dd>
          <dt>{t('email')}</dt>
          <dd>{learner.email ?? none}</dd>
          <dt>{t('business', { keyPrefix: 'insight.learners' })}</dt>
          <dd>{learner.business ?? none}</dd>
          <dt>{t('country', { keyPrefix: 'insight.learners' })}</dt>
          <dd>{learner.country}</dd>
          <dt>{t('city', { keyPrefix: 'insight.learners' })}</dt>
          <dd>{learner.city ?? none}</dd>
          <dt>{t('registered')}</dt>
          <dd>{dates.day(learner.registeredAt)}</dd>
        </Details>
      </Section>
      <Section>
        <h2>{t('modules')}</h2>
        {learner.modules.length === 0 ? (
          <p>{t('noModules')}</p>
        ) : (
          <DataTable
            caption={t('modulesCaption')}
            rows={learner.modules}
            columns={[
              { key: 'title', label: t('module'), cell: (row) => <span {...contentLang}>{row.title}</span> },
              {
                key: 'lessons',
                label: t('lessons'),
                cell: (row) => (
                  <Progress>
                    {t('lessonsOf', { done: row.lessonsCompleted, total: row.lessonsTotal })}
                    <ProgressBar
                      value={row.lessonsTotal > 0 ? (100 * row.lessonsCompleted) / row.lessonsTotal : 0}
                      label={t('progressOf', { module: row.title })}
                    />
                  </Progress>
                ),
              },
              {
                key: 'state',
                label: t('status'),
                cell: (row) =>
                  row.completedAt ? t('finishedOn', { day: dates.day(row.completedAt) }) : t('inProgress'),
              },
            ]}
          />
        )}
      </Section>
      <Section>
        <h2>{t('achievements')}</h2>
        {learner.achievements.length === 0 ? (
          <p>{t('noAchievements')}</p>
        ) : (
          <Plain>
            {learner.achievements.map((achievement) => (
              <li key={achievement.id}>
                <span {...contentLang}>{achievement.title}</span>{' '}
                {t('earnedOn', { day: dates.day(achievement.earnedAt) })}
              </li>
            ))}
          </Plain>
        )}
      </Section>
      <Section>
        <h2>{t('surveys')}</h2>
        {learner.surveys.length === 0 ? (
          <p>{t('noSurveys')}</p>
        ) : (
          <Surveys>
            {learner.surveys.map((survey) => (
              <SurveyAnswers key={survey.answeredAt} survey={survey} />
            ))}
          </Surveys>
        )}
      </Section>
      <Section>
        <h2>{t('checks')}</h2>
        <LearnerCheckAttempts attempts={learner.checkAttempts} />
      </Section>
      <Section>
        <h2>{t('certificates')}</h2>
        <LearnerCertificates certificates={learner.certificates} />
      </Section>
    </>
  );
}

/**
 * A learner's page (`consola/aprendices/:learnerId`, ally admins): their details, modules with
 * progress, achievements, survey answers, knowledge-check tries and certificates. The API records
 * each opening (who, when), and the page says so; an editor reads "for admins", another ally's
 * learner "not found".
 */
export function LearnerScreen() {
  const { t } = useTranslation('console', { keyPrefix: 'insight.learners' });
  const site = useAllySite();
  const { search } = useLocation();
  const parsed = idParam.safeParse(useParams().learnerId);
  const learnerId = parsed.success ? parsed.data : undefined;
  const { data, error, isLoading, isFetching, refetch } = useGetLearnerQuery(learnerId ?? 0, {
    skip: learnerId === undefined,
    refetchOnMountOrArgChange: true,
  });
  usePageTitle(data?.name ?? t('title'));
  const status = error === undefined ? undefined : describeApiError(error).status;

  const body = () => {
    if (learnerId === undefined || status === 404 || status === 400)
      return <ErrorState message={t('learner.notFound')} />;
    if (status === 403) return <AdminsOnly />;
    if (isLoading) return <LoadingState />;
    if (error || !data) {
      return <ErrorState message={t('learner.loadError')} onRetry={() => void refetch()} retrying={isFetching} />;
    }
    return (
      <>
        <Recorded>
          <Eye size={ICON_SIZE.sm} aria-hidden="true" />
          {t('learner.recorded')}
        </Recorded>
        <FiguresFreshness
          computedAt={data.computedAt}
          computedPart={t('learner.computedPart')}
          livePart={t('learner.livePart')}
        />
        <LearnerPage learner={data} />
      </>
    );
  };

  return (
    <>
      <Back>
        <Link to={`${allyPath(site, 'consoleLearners')}${search}`}>{t('learner.back')}</Link>
      </Back>
      <Title>{data?.name ?? t('title')}</Title>
      {body()}
    </>
  );
}
