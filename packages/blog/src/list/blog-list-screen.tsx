import { useGetPostsQuery } from '@aula/api-client/blog';
import { describeApiError } from '@aula/api-client/errors';
import { routePage } from '@aula/contracts/route-params';
import { allyPath } from '@aula/contracts/site-paths';
import { useAllySite } from '@aula/ui-kit/ally-site';
import { useCurrentBrand } from '@aula/ui-kit/current-brand';
import { EmptyState } from '@aula/ui-kit/empty-state';
import { ErrorState } from '@aula/ui-kit/error-state';
import { Newspaper } from '@aula/ui-kit/icons';
import { CardGrid, Page } from '@aula/ui-kit/page';
import { usePageTitle } from '@aula/ui-kit/page-title';
import { Pagination } from '@aula/ui-kit/pagination';
import { useTranslation } from 'react-i18next';
import { Navigate, useParams } from 'react-router';
import styled from 'styled-components';
import { BlogNotFound } from '../shared/blog-not-found';
import { PostCard } from './post-card';
import { PostCardSkeletons } from './post-card-skeletons';

const Intro = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.lg};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Pages = styled.div`
  margin-top: ${({ theme }) => theme.space.lg};
`;

/** `/:country/:allyCode/blog` and `…/blog/pagina/:page`: the ally's blog in the country, newest first. */
export function BlogListScreen() {
  const { t } = useTranslation('blog');
  const site = useAllySite();
  const { page: rawPage } = useParams();
  // An ally whose brand turns the blog off has none: its addresses are not found.
  const enabled = useCurrentBrand()?.config.features.blog !== false;
  const page = enabled ? routePage(rawPage) : undefined;
  // The route's ally and country: its blog holds its own posts and the platform's, never another ally's.
  const query = useGetPostsQuery({ ...site, page: page ?? 1 }, { skip: page === undefined });
  usePageTitle(page && page > 1 ? t('pageTitle', { page }) : t('title'));

  // Page 1 has one address only: `blog`.
  if (rawPage !== undefined && page === 1) return <Navigate to={allyPath(site, 'blog')} replace />;

  // currentData: the answer for this page only, never the previous page's while the next loads.
  const data = query.currentData;
  const missingPage =
    page === undefined ||
    (query.isError && describeApiError(query.error).code === 'not_found') ||
    (page > 1 && data !== undefined && data.results.length === 0);
  if (missingPage) {
    return (
      <Page>
        <BlogNotFound kind="page" />
      </Page>
    );
  }

  function body() {
    if (query.isError) {
      return <ErrorState message={t('listError')} onRetry={() => query.refetch()} retrying={query.isFetching} />;
    }
    if (!data) return <PostCardSkeletons label={t('loadingList')} />;
    if (data.results.length === 0) return <EmptyState icon={Newspaper} message={t('empty')} />;
    const pageCount = Math.max(1, Math.ceil(data.count / data.page_size));
    return (
      <>
        <CardGrid>
          {data.results.map((post) => (
            <li key={post.id}>
              <PostCard post={post} to={allyPath(site, 'blogPost', { slug: post.slug })} />
            </li>
          ))}
        </CardGrid>
        <Pages>
          <Pagination
            page={data.page}
            pageCount={pageCount}
            label={t('pages')}
            pageHref={(n) => (n === 1 ? allyPath(site, 'blog') : allyPath(site, 'blogPage', { page: n }))}
          />
        </Pages>
      </>
    );
  }

  return (
    <Page>
      <h1>{t('title')}</h1>
      <Intro>{t('intro')}</Intro>
      {body()}
    </Page>
  );
}
