import { useDeleteMediaMutation, useLazyGetMediaUsesQuery } from '@aula/api-client/console-media';
import type { MediaObject, MediaUse } from '@aula/contracts/media';
import { useAlerts } from '@aula/ui-kit/alert-provider';
import { Button } from '@aula/ui-kit/button';
import { ConfirmDialog } from '@aula/ui-kit/confirm-dialog';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** The words that name one use: "la lección «Cobra sin efectivo»", "la parte «Lectura» de «…»". */
function useUseWords() {
  const { t } = useTranslation('console', { keyPrefix: 'media.library.use' });
  return (use: MediaUse) =>
    use.kind === 'part' && use.lesson
      ? t('part', { title: use.title, lesson: use.lesson.title })
      : t(use.kind, { title: use.title });
}

/**
 * Deletes a picture after asking; the question names every place of the ally's content that still
 * shows it (asked fresh when the button is pressed), since those places would show nothing after.
 */
export function DeletePicture({ picture }: { picture: MediaObject }) {
  const { t } = useTranslation('console', { keyPrefix: 'media.library' });
  const alerts = useAlerts();
  const words = useUseWords();
  const [findUses, finding] = useLazyGetMediaUsesQuery();
  const [remove, removing] = useDeleteMediaMutation();
  const [uses, setUses] = useState<MediaUse[] | null>(null);

  async function ask() {
    const answer = await findUses(picture.id);
    if (answer.data) return setUses(answer.data.uses);
    alerts.show({ tone: 'error', message: t('deleteFailed') });
  }

  async function run() {
    const confirm = (uses?.length ?? 0) > 0;
    setUses(null);
    const result = await remove({ id: picture.id, confirm });
    alerts.show(
      'error' in result
        ? { tone: 'error', message: t('deleteFailed') }
        : { tone: 'success', message: t('deleted', { name: picture.original_name }) },
    );
  }

  const used = (uses?.length ?? 0) > 0;
  return (
    <>
      <Button
        type="button"
        variant="ghost"
        aria-label={t('deleteNamed', { name: picture.original_name })}
        loading={finding.isFetching || removing.isLoading}
        onClick={() => void ask()}
      >
        {t('delete')}
      </Button>
      <ConfirmDialog
        open={uses !== null}
        title={t(used ? 'inUseTitle' : 'deleteTitle', { name: picture.original_name })}
        message={
          used ? (
            <>
              {t('inUseMessage', { count: uses?.length ?? 0 })}
              <ul>
                {uses?.map((use) => (
                  <li key={`${use.kind}-${use.id}`}>{words(use)}</li>
                ))}
              </ul>
            </>
          ) : (
            t('deleteMessage')
          )
        }
        confirmLabel={t(used ? 'deleteAnyway' : 'confirmDelete')}
        cancelLabel={t('cancel')}
        onConfirm={() => void run()}
        onCancel={() => setUses(null)}
      />
    </>
  );
}
