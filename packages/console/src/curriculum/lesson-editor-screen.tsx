import { useDeleteConsoleLessonMutation, useGetConsoleLessonQuery } from '@aula/api-client/console-curriculum';
import { describeApiError } from '@aula/api-client/errors';
import { routeId } from '@aula/contracts/route-params';
import { allyPath } from '@aula/contracts/site-paths';
import { useAllySite } from '@aula/ui-kit/ally-site';
import { Badge } from '@aula/ui-kit/badge';
import { Button } from '@aula/ui-kit/button';
import { ErrorState } from '@aula/ui-kit/error-state';
import { Link } from '@aula/ui-kit/link';
import { LoadingState } from '@aula/ui-kit/loading-state';
import { usePageTitle } from '@aula/ui-kit/page-title';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { ChangeHistory } from '../shell/change-history';
import { LessonChatPreview } from './chat-preview/lesson-chat-preview';
import { DeleteItem } from './delete-item';
import { DraftLessonPreview } from './draft-lesson-preview';
import { createDraftPartStore } from './draft-part-store';
import { ScreenHeader, Section, Stack } from './layout';
import { LessonForm } from './lesson-form';
import { LessonParts } from './lesson-parts';

/** `consola/lecciones/:lessonId`: a lesson's fields, publication, parts, preview and history. */
export function LessonEditorScreen() {
  const { t } = useTranslation('console', { keyPrefix: 'curriculum' });
  const site = useAllySite();
  const navigate = useNavigate();
  const { lessonId = '' } = useParams();
  const id = routeId(lessonId);
  const lesson = useGetConsoleLessonQuery(id ?? 0, { skip: id === undefined });
  const [remove] = useDeleteConsoleLessonMutation();
  const [previewing, setPreviewing] = useState(false);
  const [draft] = useState(createDraftPartStore);
  usePageTitle(t('lesson.editTitle'));

  if (lesson.isLoading) return <LoadingState label={t('lesson.loading')} />;
  if (lesson.isError || !lesson.data) {
    const missing = id === undefined || describeApiError(lesson.error).code === 'not_found';
    return (
      <>
        <Link to={allyPath(site, 'consoleModules')}>{t('module.back')}</Link>
        <ErrorState
          message={t(missing ? 'lesson.notFound' : 'lesson.error')}
          {...(missing ? {} : { onRetry: () => lesson.refetch(), retrying: lesson.isFetching })}
        />
      </>
    );
  }
  const saved = lesson.data;
  const moduleLink = allyPath(site, 'consoleModule', { moduleId: saved.module.id });
  return (
    <>
      <Link to={moduleLink}>{t('lesson.back', { module: saved.module.title })}</Link>
      <ScreenHeader>
        <h1>{saved.title}</h1>
        <Badge tone={saved.published_at ? 'success' : 'neutral'}>
          {t(saved.published_at ? 'lessonStatus.published' : 'lessonStatus.draft')}
        </Badge>
      </ScreenHeader>
      <Stack>
        <Section aria-label={t('lesson.editTitle')}>
          <LessonForm key={saved.id} lesson={saved} module={saved.module}>
            <Button type="button" variant="ghost" aria-expanded={previewing} onClick={() => setPreviewing(!previewing)}>
              {t(previewing ? 'lesson.hidePreview' : 'lesson.preview')}
            </Button>
          </LessonForm>
        </Section>
        {previewing && (
          // The preview is a region of its own, named by LessonPreview.
          <DraftLessonPreview lesson={saved} parts={saved.parts} draft={draft} />
        )}
        <LessonChatPreview lessonId={saved.id} partCount={saved.parts.length} />
        <LessonParts lessonId={saved.id} moduleId={saved.module.id} parts={saved.parts} onDraftChange={draft.set} />
        <ChangeHistory itemType="lesson" itemId={saved.id} />
        <div>
          <DeleteItem
            title={saved.title}
            label={t('delete.lesson')}
            remove={(confirm) => remove({ id: saved.id, moduleId: saved.module.id, confirm })}
            onDeleted={() => navigate(moduleLink)}
          />
        </div>
      </Stack>
    </>
  );
}
