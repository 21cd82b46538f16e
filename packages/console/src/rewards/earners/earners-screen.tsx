import { useGetAchievementEarnersQuery } from '@aula/api-client/console-earners';
import { describeApiError } from '@aula/api-client/errors';
import { idParam } from '@aula/contracts/common';
import { allyPath } from '@aula/contracts/site-paths';
import { useAllySite } from '@aula/ui-kit/ally-site';
import { EmptyState } from '@aula/ui-kit/empty-state';
import { ErrorState } from '@aula/ui-kit/error-state';
import { KeyRound } from '@aula/ui-kit/icons';
import { Link } from '@aula/ui-kit/link';
import { LoadingState } from '@aula/ui-kit/loading-state';
import { usePageTitle } from '@aula/ui-kit/page-title';
import { TextField } from '@aula/ui-kit/text-field';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import styled from 'styled-components';
import { useLearnerSearch } from '../../insight/learners/use-learner-search';
import { KeysetPaging, useKeysetPages } from '../../shell/keyset-paging';
import { Intro, ScreenHeader } from '../../shell/screen-layout';
import { EarnerTable } from './earner-table';
import { EarnersDownloads } from './earners-downloads';
import { SendCodesPanel } from './send-codes-panel';

const Back = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.md};
`;

const Search = styled.div`
  max-width: 28rem;
  margin: 0 0 ${({ theme }) => theme.space.md};
`;

/**
 * Who earned an achievement (`consola/premios/logros/:achievementId`, ally admins: personal data):
 * a search box (`?q=` in the URL), a page at a time by the list's `after` key as the learners list,
 * "Enviar códigos" for a webinar prize, and the list as CSV or XLSX. An editor reads "for admins".
 */
export function EarnersScreen() {
  const { t } = useTranslation('console', { keyPrefix: 'rewards.earners' });
  const site = useAllySite();
  const parsed = idParam.safeParse(useParams().achievementId);
  const achievementId = parsed.success ? parsed.data : undefined;
  const { q, typed, setTyped } = useLearnerSearch();
  const pages = useKeysetPages(q);
  const { afters, after } = pages;
  const { data, error, isLoading, isFetching, refetch } = useGetAchievementEarnersQuery(
    { id: achievementId ?? 0, q: q || undefined, after },
    { skip: achievementId === undefined },
  );
  const title = data ? t('title', { title: data.achievement.title }) : t('titlePlain');
  usePageTitle(title);
  const status = error === undefined ? undefined : describeApiError(error).status;

  const body = () => {
    if (achievementId === undefined || status === 404 || status === 400) return <ErrorState message={t('notFound')} />;
    if (status === 403) return <EmptyState icon={KeyRound} title={t('adminsOnly')} message={t('adminsOnlyText')} />;
    if (isLoading) return <LoadingState label={t('loading')} />;
    if (error || !data) {
      return <ErrorState message={t('loadError')} onRetry={() => void refetch()} retrying={isFetching} />;
    }
    const { webinar } = data.achievement;
    return (
      <>
        {webinar && <SendCodesPanel achievementId={achievementId} webinar={webinar} />}
        <Search role="search" aria-label={t('search')}>
          <TextField
            type="search"
            label={t('search')}
            hint={t('searchHint')}
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            autoComplete="off"
            maxLength={100}
          />
        </Search>
        {data.results.length === 0 && afters.length === 0 ? (
          <EmptyState message={q ? t('emptySearch', { q }) : t('empty')} />
        ) : (
          <div aria-busy={isFetching}>
            <p>{t('count', { count: data.total })}</p>
            <EarnerTable achievementId={achievementId} rows={data.results} withCodes={Boolean(webinar)} />
            <KeysetPaging label={t('paging')} pages={pages} next={data.next} />
            <EarnersDownloads achievementId={achievementId} q={q} />
          </div>
        )}
      </>
    );
  };

  return (
    <>
      <Back>
        <Link to={allyPath(site, 'consoleRewards')}>{t('back')}</Link>
      </Back>
      <ScreenHeader>
        <h1>{title}</h1>
      </ScreenHeader>
      {status !== 403 && <Intro>{t('intro')}</Intro>}
      {body()}
    </>
  );
}
