import { useGetAlliesQuery } from '@aula/api-client/console-allies';
import { describeApiError } from '@aula/api-client/errors';
import { ErrorState } from '@aula/ui-kit/error-state';
import { LoadingState } from '@aula/ui-kit/loading-state';
import { usePageTitle } from '@aula/ui-kit/page-title';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { AllyList } from './ally-list';
import { NewAllyForm } from './new-ally-form';

const Title = styled.h1`
  margin: 0 0 ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.fontSizes.xl};
`;

const Intro = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.lg};
  max-width: 44rem;
`;

const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  margin-bottom: ${({ theme }) => theme.space.xl};

  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`;

/** The platform's allies (`consola/aliados`, staff only): create one, suspend or restore one. */
export function AlliesScreen() {
  const { t } = useTranslation('console', { keyPrefix: 'allies' });
  usePageTitle(t('title'));
  const { data, error, isLoading, isFetching, refetch } = useGetAlliesQuery();
  const forbidden = error !== undefined && describeApiError(error).status === 403;
  return (
    <>
      <Title>{t('title')}</Title>
      <Intro>{t('intro')}</Intro>
      {isLoading ? (
        <LoadingState />
      ) : forbidden ? (
        <p>{t('staffOnly')}</p>
      ) : error || !data ? (
        <ErrorState message={t('loadError')} onRetry={() => void refetch()} retrying={isFetching} />
      ) : (
        <>
          <Section aria-labelledby="allies-create">
            <h2 id="allies-create">{t('create.title')}</h2>
            <NewAllyForm />
          </Section>
          <Section aria-labelledby="allies-list">
            <h2 id="allies-list">{t('list.title')}</h2>
            <AllyList allies={data.allies} />
          </Section>
        </>
      )}
    </>
  );
}
