import { useGetPostQuery } from '@aula/api-client/blog';
import { describeApiError } from '@aula/api-client/errors';
import { allyPath } from '@aula/contracts/site-paths';
import { useAllySite } from '@aula/ui-kit/ally-site';
import { useCurrentBrand } from '@aula/ui-kit/current-brand';
import { ErrorState } from '@aula/ui-kit/error-state';
import { Link } from '@aula/ui-kit/link';
import { LoadingState } from '@aula/ui-kit/loading-state';
import { Page } from '@aula/ui-kit/page';
import { usePageTitle } from '@aula/ui-kit/page-title';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import styled from 'styled-components';
import { BlogNotFound } from '../shared/blog-not-found';
import { PostArticle } from './post-article';

const Back = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.md};
`;

// The contract's slug rule, repeated so this chunk does not need the schema library.
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const MAX_SLUG_LENGTH = 120;

/** `/:country/:allyCode/blog/:slug`: one post; an unknown or malformed slug is a not-found page. */
export function PostScreen() {
  const { t } = useTranslation('blog');
  const site = useAllySite();
  const { slug = '' } = useParams();
  // An ally whose brand turns the blog off has no posts to show.
  const enabled = useCurrentBrand()?.config.features.blog !== false;
  const validSlug = enabled && SLUG.test(slug) && slug.length <= MAX_SLUG_LENGTH;
  const query = useGetPostQuery({ ...site, slug }, { skip: !validSlug });
  usePageTitle(query.currentData?.title);
  const notFound = !validSlug || (query.isError && describeApiError(query.error).code === 'not_found');

  function body() {
    if (notFound) return <BlogNotFound kind="post" />;
    if (query.isError) {
      return <ErrorState message={t('postError')} onRetry={() => query.refetch()} retrying={query.isFetching} />;
    }
    if (!query.currentData) return <LoadingState label={t('loadingPost')} />;
    return <PostArticle post={query.currentData} />;
  }

  return (
    <Page>
      {/* The not-found page has its own way back. */}
      {!notFound && (
        <Back>
          <Link to={allyPath(site, 'blog')}>{t('backToBlog')}</Link>
        </Back>
      )}
      {body()}
    </Page>
  );
}
