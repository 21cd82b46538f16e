import { useCreateConsolePartMutation, useUpdateConsolePartMutation } from '@aula/api-client/console-curriculum';
import type { ConsolePart } from '@aula/contracts/console-curriculum';
import type { MediaObject } from '@aula/contracts/media';
import { Button } from '@aula/ui-kit/button';
import { FormSelectField, FormTextField } from '@aula/ui-kit/forms/form-fields';
import { FormMessage } from '@aula/ui-kit/forms/form-message';
import { useContractForm } from '@aula/ui-kit/forms/use-contract-form';
import { useId } from 'react';
import { useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { RichTextEditor } from '../editing/rich-text-editor';
import { editorPictureSource } from '../media/library/editor-picture-source';
import { MediaUpload } from '../media/media-upload';
import { Actions } from '../shell/screen-layout';
import { useVersionedSave } from '../shell/use-versioned-save';
import { emptyPartValues, partFormRequest, partFormValues } from './form-values';
import { FormStack, Section } from './layout';

const KINDS = ['video', 'reading', 'download'] as const;

export interface PartFormProps {
  lessonId: number;
  moduleId: number;
  /** The saved part; absent for a new one. */
  part?: ConsolePart;
  onDone: () => void;
}

/**
 * One part: a video with its captions, a reading in rich text (the server cleans it again with the
 * player's rules) or a file to download. Files are given by address until the uploader lands.
 */
export function PartForm({ lessonId, moduleId, part, onDone }: PartFormProps) {
  const { t } = useTranslation('console', { keyPrefix: 'curriculum.part' });
  const form = useContractForm(partFormRequest, { defaultValues: part ? partFormValues(part) : emptyPartValues });
  const { version, settle, notice } = useVersionedSave<ConsolePart>({
    version: part?.version ?? 1,
    showRefusal: form.showRefusal,
    onTaken: (current) => form.reset(partFormValues(current)),
  });
  const body = useController({ control: form.control, name: 'body_html' });
  const kind = form.watch('kind');
  const [create, creating] = useCreateConsolePartMutation();
  const [update, updating] = useUpdateConsolePartMutation();

  const save = form.submitWith(async (request) => {
    const result = part
      ? await update({ id: part.id, lessonId, body: { ...request, version } })
      : await create({ lessonId, moduleId, body: request });
    if (settle(result, t(part ? 'saved' : 'created'))) onDone();
  });

  const mediaHint = t('fields.mediaHint');
  const formId = useId();
  // An upload fills the address field it stands for (still editable: a file on the web works too).
  const uploadedTo = (field: 'media_url' | 'captions_url') => (media: { url: string }) =>
    form.setValue(field, media.url, { shouldDirty: true, shouldValidate: true });
  // An uploaded video fills "Duración" from its real length (a hint for learners' lists: the
  // server judges completion by the length it read from the file, whatever is typed here).
  const videoUploaded = (media: MediaObject) => {
    uploadedTo('media_url')(media);
    if (media.duration_seconds !== null) {
      form.setValue('duration_minutes', String(Math.max(1, Math.round(media.duration_seconds / 60))), {
        shouldDirty: true,
        shouldValidate: true,
      });
    }
  };
  return (
    <Section aria-label={t(part ? 'editTitle' : 'newTitle')}>
      <h2>{t(part ? 'editTitle' : 'newTitle')}</h2>
      <FormStack>
        {notice}
        <form id={formId} ref={form.formRef} noValidate onSubmit={save}>
          <FormStack>
            <FormSelectField
              control={form.control}
              name="kind"
              label={t('fields.kind')}
              options={KINDS.map((value) => ({ value, label: t(`kinds.${value}`) }))}
            />
            <FormTextField control={form.control} name="title" label={t('fields.title')} />
            {kind === 'video' && (
              <>
                <MediaUpload kind="video" onUploaded={videoUploaded} />
                <FormTextField control={form.control} name="media_url" label={t('fields.video')} hint={mediaHint} />
                <MediaUpload kind="caption" onUploaded={uploadedTo('captions_url')} />
                <FormTextField
                  control={form.control}
                  name="captions_url"
                  label={t('fields.captions')}
                  hint={mediaHint}
                />
              </>
            )}
            {kind === 'download' && (
              <>
                <MediaUpload kind="pdf" onUploaded={uploadedTo('media_url')} />
                <FormTextField control={form.control} name="media_url" label={t('fields.file')} hint={mediaHint} />
              </>
            )}
            <FormTextField
              control={form.control}
              name="duration_minutes"
              label={t('fields.duration')}
              inputMode="numeric"
              {...(kind === 'video' ? { hint: t('fields.videoDurationHint') } : {})}
            />
            {kind === 'reading' && (
              <RichTextEditor
                label={t('fields.body')}
                value={body.field.value}
                onChange={body.field.onChange}
                error={body.fieldState.error?.message}
                pictureSource={editorPictureSource}
              />
            )}
          </FormStack>
        </form>
        <FormMessage message={form.formMessage} />
        <Actions>
          <Button type="submit" form={formId} loading={creating.isLoading || updating.isLoading}>
            {t('save')}
          </Button>
          <Button type="button" variant="ghost" onClick={onDone}>
            {t('cancel')}
          </Button>
        </Actions>
      </FormStack>
    </Section>
  );
}
