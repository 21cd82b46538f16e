import { useGetConsolePostsQuery } from '@aula/api-client/console-blog';
import { allyPath } from '@aula/contracts/site-paths';
import { useAllySite } from '@aula/ui-kit/ally-site';
import { Badge } from '@aula/ui-kit/badge';
import { ButtonLink, Link } from '@aula/ui-kit/link';
import { usePageTitle } from '@aula/ui-kit/page-title';
import { useDateFormat } from '@aula/ui-kit/use-date-format';
import { useTranslation } from 'react-i18next';
import { QueryTable } from '../shell/query-table';
import { Intro, ScreenHeader } from '../shell/screen-layout';
import { PostStatus } from './post-status';

/**
 * The ally's posts in every country it offers, drafts first and the archived last, each opening its
 * editor; for staff also the platform's posts of those countries, marked as for every ally.
 */
export function BlogListScreen() {
  const { t } = useTranslation('console');
  const site = useAllySite();
  const posts = useGetConsolePostsQuery();
  const dates = useDateFormat();
  usePageTitle(t('blog.title'));
  const newPost = (
    <ButtonLink to={allyPath(site, 'consoleBlogPost', { postId: 'nueva' })}>{t('blog.newPost')}</ButtonLink>
  );

  return (
    <>
      <ScreenHeader>
        <h1>{t('blog.title')}</h1>
        {newPost}
      </ScreenHeader>
      <Intro>{t('blog.intro')}</Intro>
      <QueryTable
        query={posts}
        label={t('blog.title')}
        states={{ loading: t('blog.loading'), error: t('blog.error'), empty: t('blog.empty') }}
        emptyAction={newPost}
        columns={[t('blog.columns.title'), t('blog.columns.country'), t('blog.columns.status'), t('blog.columns.date')]}
        cells={(post) => (
          <>
            <td>
              <Link to={allyPath(site, 'consoleBlogPost', { postId: post.id })}>{post.title}</Link>
              {post.platform && (
                <>
                  {' '}
                  <Badge tone="neutral">{t('blog.platform')}</Badge>
                </>
              )}
            </td>
            <td>{post.country.toUpperCase()}</td>
            <td>
              <PostStatus status={post.status} />
            </td>
            <td>
              {post.published_at ? (
                <time dateTime={post.published_at}>{dates.day(post.published_at)}</time>
              ) : (
                t('blog.notPublished')
              )}
            </td>
          </>
        )}
      />
    </>
  );
}
