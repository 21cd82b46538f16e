import { useGetSurveyResultsQuery } from '@aula/api-client/console-survey-results';
import type {
  AnswerCounts,
  ProfileDistribution,
  SurveyQuestionResult,
  SurveyResultsResponse,
} from '@aula/contracts/console-survey-results';
import { ErrorState } from '@aula/ui-kit/error-state';
import { LoadingState } from '@aula/ui-kit/loading-state';
import { usePageTitle } from '@aula/ui-kit/page-title';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { BarChart } from '../charts/bar-chart';
import { DataTable, type DataTableColumn } from '../charts/data-table';
import { useNumberFormat } from '../charts/use-number-format';
import { InsightDownloads } from '../downloads/insight-downloads';
import { InsightFilters } from '../filters/insight-filters';
import { useInsightFilters } from '../filters/use-insight-filters';
import { FiguresFreshness } from '../freshness/figures-freshness';
import { InsightIntro, InsightTitle } from '../insight-heading';

const Section = styled.section`
  margin: 0 0 ${({ theme }) => theme.space.xl};
  display: grid;
  gap: ${({ theme }) => theme.space.lg};

  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`;

/** A row of a distribution table: what it is about, the counts of 1 to 5, how many, the average. */
interface CountsRow {
  label: string;
  a1: number;
  a2: number;
  a3: number;
  a4: number;
  a5: number;
  answered: number;
  average: number | null;
}

function countsRow(label: string, counts: AnswerCounts): CountsRow {
  const [a1 = 0, a2 = 0, a3 = 0, a4 = 0, a5 = 0] = counts.counts;
  return { label, a1, a2, a3, a4, a5, answered: counts.answered, average: counts.average };
}

/** A country's name in the page's language, from its ISO code. */
function useCountryName() {
  const { i18n } = useTranslation();
  return useMemo(() => {
    const names = new Intl.DisplayNames([i18n.language || 'es'], { type: 'region' });
    return (code: string) => names.of(code.toUpperCase()) ?? code;
  }, [i18n.language]);
}

function ProfileTable({ caption, rows, notGiven }: { caption: string; rows: ProfileDistribution; notGiven: string }) {
  const { t } = useTranslation('console', { keyPrefix: 'insight.survey' });
  const format = useNumberFormat();
  return (
    <DataTable
      caption={caption}
      rows={rows.map((row) => ({ name: row.id === null ? notGiven : row.name, learners: row.learners }))}
      columns={[
        { key: 'name', label: t('choice') },
        { key: 'learners', label: t('learners'), numeric: true, format: format.count },
      ]}
    />
  );
}

function Results({ data }: { data: SurveyResultsResponse }) {
  const { t } = useTranslation('console', { keyPrefix: 'insight.survey' });
  const format = useNumberFormat();
  const countryName = useCountryName();
  const questionOf = (result: SurveyQuestionResult) =>
    t(`questions.${result.question}`, { defaultValue: result.question });
  const average = (value: number) => format.decimal(value);
  const countColumns: DataTableColumn<CountsRow>[] = [
    ...(['1', '2', '3', '4', '5'] as const).map((answer) => ({
      key: `a${answer}`,
      label: `${answer} · ${t(`answers.${answer}`)}`,
      numeric: true,
      format: format.count,
    })),
    { key: 'answered', label: t('answered'), numeric: true, format: format.count },
    { key: 'average', label: t('average'), numeric: true, format: average },
  ];
  const byCountry = data.questions.flatMap((result) =>
    result.byCountry.map((row) =>
      countsRow(`${questionOf(result)} · ${row.country ? countryName(row.country) : t('noCountry')}`, row),
    ),
  );
  const byType = data.questions.flatMap((result) =>
    result.byBusinessType.map((row) =>
      countsRow(`${questionOf(result)} · ${row.businessTypeId === null ? t('notGiven') : row.name}`, row),
    ),
  );
  const moves = data.questions.map((result) => ({ question: questionOf(result), ...result.beforeAfter }));
  const moved = moves.reduce((sum, row) => sum + row.learners, 0);

  return (
    <>
      <InsightIntro>{t('intro', { count: data.respondents })}</InsightIntro>
      {data.respondents === 0 ? (
        <InsightIntro>{t('empty')}</InsightIntro>
      ) : (
        <>
          <Section>
            <h2>{t('answersTitle')}</h2>
            <BarChart
              title={t('distributionTitle')}
              summary={t('distributionSummary')}
              rows={data.questions.map((result) => countsRow(questionOf(result), result.all))}
              category={{ key: 'label', label: t('question') }}
              series={(['1', '2', '3', '4', '5'] as const).map((answer) => ({
                key: `a${answer}` as const,
                label: `${answer} · ${t(`answers.${answer}`)}`,
                format: format.count,
              }))}
              extraColumns={countColumns.slice(5)}
              layout="horizontal"
            />
            <BarChart
              title={t('beforeAfterTitle')}
              summary={t('beforeAfterSummary', { count: moved })}
              rows={moves}
              category={{ key: 'question', label: t('question') }}
              series={[
                { key: 'firstAverage', label: t('firstAverage'), format: average },
                { key: 'lastAverage', label: t('lastAverage'), format: average },
              ]}
              extraColumns={[
                { key: 'learners', label: t('learners'), numeric: true, format: format.count },
                { key: 'improved', label: t('improved'), numeric: true, format: format.count },
                { key: 'same', label: t('same'), numeric: true, format: format.count },
                { key: 'worse', label: t('worse'), numeric: true, format: format.count },
              ]}
              layout="horizontal"
            />
          </Section>
          <Section>
            <h2>{t('byCountryTitle')}</h2>
            <DataTable
              caption={t('byCountryTitle')}
              rows={byCountry}
              columns={[{ key: 'label', label: `${t('question')} · ${t('country')}` }, ...countColumns]}
            />
          </Section>
          <Section>
            <h2>{t('byBusinessTypeTitle')}</h2>
            <DataTable
              caption={t('byBusinessTypeTitle')}
              rows={byType}
              columns={[{ key: 'label', label: `${t('question')} · ${t('businessType')}` }, ...countColumns]}
            />
          </Section>
          <Section>
            <h2>{t('maturityTitle')}</h2>
            <ProfileTable caption={t('level')} rows={data.maturity} notGiven={t('notGiven')} />
          </Section>
        </>
      )}
      <Section>
        <h2>{t('profileTitle')}</h2>
        <InsightIntro>{t('profileIntro', { count: data.profile.learners })}</InsightIntro>
        <BarChart
          title={t('businessType')}
          summary={t('businessTypesSummary')}
          rows={data.profile.businessType.map((row) => ({
            name: row.id === null ? t('notGiven') : row.name,
            learners: row.learners,
          }))}
          category={{ key: 'name', label: t('businessType') }}
          series={[{ key: 'learners', label: t('learners'), format: format.count }]}
          layout="horizontal"
        />
        <ProfileTable caption={t('employees')} rows={data.profile.employees} notGiven={t('notGiven')} />
        <ProfileTable caption={t('weeklyIncome')} rows={data.profile.weeklyIncome} notGiven={t('notGiven')} />
      </Section>
    </>
  );
}

/** The console's survey and business profile results (`consola/encuesta`), with the shared filters. */
export function SurveyScreen() {
  const { t } = useTranslation('console', { keyPrefix: 'insight.survey' });
  usePageTitle(t('title'));
  const { filter } = useInsightFilters();
  const { data, error, isLoading, isFetching, refetch } = useGetSurveyResultsQuery(filter);
  return (
    <>
      <InsightTitle>{t('title')}</InsightTitle>
      <InsightFilters />
      <InsightDownloads table="survey" />
      {isLoading ? (
        <LoadingState />
      ) : error || !data ? (
        <ErrorState message={t('loadError')} onRetry={() => void refetch()} retrying={isFetching} />
      ) : (
        <div aria-busy={isFetching}>
          <FiguresFreshness computedAt={data.computedAt} refreshable />
          <Results data={data} />
        </div>
      )}
    </>
  );
}
