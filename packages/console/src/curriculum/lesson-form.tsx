import { usePublishConsoleLessonMutation, useUpdateConsoleLessonMutation } from '@aula/api-client/console-curriculum';
import type { ConsoleLesson, ConsoleLessonDetail } from '@aula/contracts/console-curriculum';
import { useAlerts } from '@aula/ui-kit/alert-provider';
import { Button } from '@aula/ui-kit/button';
import { FormTextAreaField, FormTextField } from '@aula/ui-kit/forms/form-fields';
import { FormMessage } from '@aula/ui-kit/forms/form-message';
import { useContractForm } from '@aula/ui-kit/forms/use-contract-form';
import { type ReactNode, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PictureField } from '../media/picture-field';
import { Actions } from '../shell/screen-layout';
import { useVersionedSave } from '../shell/use-versioned-save';
import { lessonFormRequest, lessonFormValues } from './form-values';
import { FormStack, Note } from './layout';

export interface LessonFormProps {
  lesson: ConsoleLesson;
  /** The module it is in: a draft module hides the lesson, published or not, and the form says so. */
  module: ConsoleLessonDetail['module'];
  /** More buttons in the form's row (the preview). */
  children?: ReactNode;
}

/** A lesson's fields, its save and its publication; a lost race with another editor is told, never overwritten. */
export function LessonForm({ lesson, module, children }: LessonFormProps) {
  const { t } = useTranslation('console', { keyPrefix: 'curriculum.lesson' });
  const alerts = useAlerts();
  const [saved, setSaved] = useState(lesson);
  const form = useContractForm(lessonFormRequest, { defaultValues: lessonFormValues(lesson) });
  const title = useWatch({ control: form.control, name: 'title' });
  const [update, updating] = useUpdateConsoleLessonMutation();
  const [publish, publishing] = usePublishConsoleLessonMutation();
  const published = saved.published_at !== null;
  const { version, settle, notice } = useVersionedSave<ConsoleLesson>({
    version: lesson.version,
    showRefusal: form.showRefusal,
    onTaken: (next) => {
      setSaved(next);
      form.reset(lessonFormValues(next));
    },
  });

  const save = form.submitWith(async (request) => {
    const result = await update({ id: saved.id, moduleId: saved.module_id, body: { ...request, version } });
    settle(result, t('saved'));
  });

  async function togglePublished() {
    if (form.formState.isDirty) return alerts.show({ tone: 'info', message: t('saveFirst') });
    const result = await publish({ id: saved.id, moduleId: saved.module_id, version, published: !published });
    settle(result, published ? t('unpublished') : t(module.published ? 'published' : 'publishedInDraftModule'));
  }

  return (
    <form ref={form.formRef} noValidate onSubmit={save}>
      <FormStack>
        {notice}
        {!module.published && <Note>{t('moduleDraftNote', { module: module.title })}</Note>}
        <FormTextField control={form.control} name="title" label={t('fields.title')} />
        <FormTextField
          control={form.control}
          name="summary"
          label={t('fields.summary')}
          hint={t('fields.summaryHint')}
        />
        <FormTextAreaField control={form.control} name="introduction" label={t('fields.introduction')} />
        <PictureField control={form.control} name="cover_image_url" label={t('fields.cover')} alt={title} />
        <FormTextField
          control={form.control}
          name="duration_minutes"
          label={t('fields.duration')}
          inputMode="numeric"
        />
        <FormMessage message={form.formMessage} />
        <Actions>
          <Button type="submit" loading={updating.isLoading}>
            {t('save')}
          </Button>
          <Button type="button" variant="secondary" loading={publishing.isLoading} onClick={togglePublished}>
            {t(published ? 'unpublish' : 'publish')}
          </Button>
          {children}
        </Actions>
      </FormStack>
    </form>
  );
}
