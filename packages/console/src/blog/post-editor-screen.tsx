import { useGetConsolePostQuery } from '@aula/api-client/console-blog';
import { describeApiError } from '@aula/api-client/errors';
import { useGetLandingPageQuery } from '@aula/api-client/landing';
import { routeId } from '@aula/contracts/route-params';
import { allyPath } from '@aula/contracts/site-paths';
import { useAllySite } from '@aula/ui-kit/ally-site';
import { ErrorState } from '@aula/ui-kit/error-state';
import { Link } from '@aula/ui-kit/link';
import { LoadingState } from '@aula/ui-kit/loading-state';
import { usePageTitle } from '@aula/ui-kit/page-title';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ChangeHistory } from '../shell/change-history';
import { HistoryBlock, ScreenHeader } from '../shell/screen-layout';
import { PostForm } from './post-form';
import { PostStatus } from './post-status';

/** `consola/blog/:postId`: a post's editor; `nueva` starts a new draft. */
export function PostEditorScreen() {
  const { t } = useTranslation('console');
  const site = useAllySite();
  const { postId = 'nueva' } = useParams();
  const isNew = postId === 'nueva';
  const id = routeId(postId);
  const post = useGetConsolePostQuery(id ?? 0, { skip: isNew || id === undefined });
  const landing = useGetLandingPageQuery(site.allyCode);
  usePageTitle(t(isNew ? 'blog.editor.newTitle' : 'blog.editor.editTitle'));
  const countries = landing.data?.countries ?? [site.country];

  function content() {
    if (isNew) return <PostForm key="new" countries={countries} />;
    if (post.isLoading) return <LoadingState label={t('blog.editor.loading')} />;
    if (post.isError || !post.data) {
      const missing = id === undefined || describeApiError(post.error).code === 'not_found';
      return (
        <ErrorState
          message={t(missing ? 'blog.editor.notFound' : 'blog.editor.error')}
          {...(missing ? {} : { onRetry: () => post.refetch(), retrying: post.isFetching })}
        />
      );
    }
    return (
      <>
        <PostForm key={post.data.id} post={post.data} countries={countries} />
        <HistoryBlock>
          <ChangeHistory itemType="post" itemId={post.data.id} />
        </HistoryBlock>
      </>
    );
  }

  return (
    <>
      <Link to={allyPath(site, 'consoleBlog')}>{t('blog.editor.back')}</Link>
      <ScreenHeader>
        <h1>{t(isNew ? 'blog.editor.newTitle' : 'blog.editor.editTitle')}</h1>
        {post.data && !isNew && <PostStatus status={post.data.status} />}
      </ScreenHeader>
      {content()}
    </>
  );
}
