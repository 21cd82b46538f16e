import {
  useDeleteConsolePostMutation,
  useSetConsolePostArchivedMutation,
  useSetConsolePostPublishedMutation,
} from '@aula/api-client/console-blog';
import type { ConsolePost } from '@aula/contracts/console-blog';
import { allyPath } from '@aula/contracts/site-paths';
import { useAlerts } from '@aula/ui-kit/alert-provider';
import { useAllySite } from '@aula/ui-kit/ally-site';
import { Button } from '@aula/ui-kit/button';
import { ConfirmDialog } from '@aula/ui-kit/confirm-dialog';
import { Link } from '@aula/ui-kit/link';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { SaveAnswer } from '../shell/use-versioned-save';

export interface PostActionsProps {
  post: ConsolePost;
  /** The version the next change sends. */
  version: number;
  /** Unsaved changes in the form: a move waits until they are saved. */
  dirty: boolean;
  /** Takes the moved post (or tells the refusal: a lost race, a field). */
  settle: (answer: SaveAnswer<ConsolePost>, success: string) => boolean;
}

/**
 * What a saved post can become: published or back to draft, archived (off the blog, kept) or
 * restored, or deleted for good after a question that names it. Each is a line of its history.
 */
export function PostActions({ post, version, dirty, settle }: PostActionsProps) {
  const { t } = useTranslation('console', { keyPrefix: 'blog.editor' });
  const site = useAllySite();
  const alerts = useAlerts();
  const navigate = useNavigate();
  const [setPublished, publishing] = useSetConsolePostPublishedMutation();
  const [setArchived, archiving] = useSetConsolePostArchivedMutation();
  const [remove, removing] = useDeleteConsolePostMutation();
  const [asking, setAsking] = useState(false);
  const published = post.status === 'published';
  const archived = post.status === 'archived';

  async function move(change: () => Promise<SaveAnswer<ConsolePost>>, success: string) {
    if (dirty) return alerts.show({ tone: 'info', message: t('saveFirst') });
    settle(await change(), success);
  }

  async function confirmDelete() {
    setAsking(false);
    const result = await remove(post.id);
    if ('error' in result) return alerts.show({ tone: 'error', message: t('deleteFailed') });
    alerts.show({ tone: 'success', message: t('deleted', { title: post.title }) });
    navigate(allyPath(site, 'consoleBlog'), { replace: true });
  }

  return (
    <>
      {!archived && (
        <Button
          type="button"
          variant="secondary"
          loading={publishing.isLoading}
          onClick={() =>
            move(
              () => setPublished({ id: post.id, version, publish: !published }),
              t(published ? 'unpublished' : 'published'),
            )
          }
        >
          {t(published ? 'unpublish' : 'publish')}
        </Button>
      )}
      <Button
        type="button"
        variant="ghost"
        loading={archiving.isLoading}
        onClick={() =>
          move(() => setArchived({ id: post.id, version, archive: !archived }), t(archived ? 'restored' : 'archived'))
        }
      >
        {t(archived ? 'restore' : 'archive')}
      </Button>
      <Button type="button" variant="ghost" loading={removing.isLoading} onClick={() => setAsking(true)}>
        {t('delete')}
      </Button>
      {published && (
        <Link to={allyPath({ ...site, country: post.country }, 'blogPost', { slug: post.slug })}>{t('view')}</Link>
      )}
      <ConfirmDialog
        open={asking}
        title={t('deleteTitle', { title: post.title })}
        message={t('deleteMessage')}
        confirmLabel={t('deleteConfirm')}
        cancelLabel={t('deleteCancel')}
        onConfirm={confirmDelete}
        onCancel={() => setAsking(false)}
      />
    </>
  );
}
