import { useGetConsolePostsQuery } from '@aula/api-client/console-blog';
import { allyPath } from '@aula/contracts/site-paths';
import { useAllySite } from '@aula/ui-kit/ally-site';
import { Badge } from '@aula/ui-kit/badge';
import { EmptyState } from '@aula/ui-kit/empty-state';
import { ErrorState } from '@aula/ui-kit/error-state';
import { ButtonLink, Link } from '@aula/ui-kit/link';
import { LoadingState } from '@aula/ui-kit/loading-state';
import { usePageTitle } from '@aula/ui-kit/page-title';
import { useDateFormat } from '@aula/ui-kit/use-date-format';
import { useTranslation } from 'react-i18next';
import { Intro, ScreenHeader, TableFrame } from './screen-layout';

/** The ally's posts in every country it offers, drafts first: each opens its editor. */
export function BlogListScreen() {
  const { t } = useTranslation('console');
  const site = useAllySite();
  const posts = useGetConsolePostsQuery();
  const dates = useDateFormat();
  usePageTitle(t('blog.title'));
  const newPost = (
    <ButtonLink to={allyPath(site, 'consoleBlogPost', { postId: 'nueva' })}>{t('blog.newPost')}</ButtonLink>
  );

  function content() {
    if (posts.isLoading) return <LoadingState label={t('blog.loading')} />;
    if (posts.isError || !posts.data) {
      return <ErrorState message={t('blog.error')} onRetry={() => posts.refetch()} retrying={posts.isFetching} />;
    }
    if (posts.data.results.length === 0) return <EmptyState message={t('blog.empty')} action={newPost} />;
    return (
      <TableFrame aria-label={t('blog.title')}>
        <table>
          <thead>
            <tr>
              <th scope="col">{t('blog.columns.title')}</th>
              <th scope="col">{t('blog.columns.country')}</th>
              <th scope="col">{t('blog.columns.status')}</th>
              <th scope="col">{t('blog.columns.date')}</th>
            </tr>
          </thead>
          <tbody>
            {posts.data.results.map((post) => (
              <tr key={post.id}>
                <td>
                  <Link to={allyPath(site, 'consoleBlogPost', { postId: post.id })}>{post.title}</Link>
                </td>
                <td>{post.country.toUpperCase()}</td>
                <td>
                  <Badge tone={post.status === 'published' ? 'success' : 'neutral'}>
                    {t(`blog.status.${post.status}`)}
                  </Badge>
                </td>
                <td>
                  {post.published_at ? (
                    <time dateTime={post.published_at}>{dates.day(post.published_at)}</time>
                  ) : (
                    t('blog.notPublished')
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableFrame>
    );
  }

  return (
    <>
      <ScreenHeader>
        <h1>{t('blog.title')}</h1>
        {newPost}
      </ScreenHeader>
      <Intro>{t('blog.intro')}</Intro>
      {content()}
    </>
  );
}
