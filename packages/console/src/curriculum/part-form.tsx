import { useCreateConsolePartMutation, useUpdateConsolePartMutation } from '@aula/api-client/console-curriculum';
import type { ConsolePart } from '@aula/contracts/console-curriculum';
import type { MediaObject } from '@aula/contracts/media';
import { Button } from '@aula/ui-kit/button';
import { FormSelectField, FormTextField } from '@aula/ui-kit/forms/form-fields';
import { FormMessage } from '@aula/ui-kit/forms/form-message';
import { useContractForm } from '@aula/ui-kit/forms/use-contract-form';
import { useEffect, useId, useState } from 'react';
import { useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { PreviewPart } from '../editing/lesson-preview';
import { RichTextEditor } from '../editing/rich-text-editor';
import { editorPictureSource } from '../media/library/editor-picture-source';
import { MediaUpload } from '../media/media-upload';
import { Actions } from '../shell/screen-layout';
import { useVersionedSave } from '../shell/use-versioned-save';
import { CheckEditor } from './check-editor';
import { checkFieldMessages, listsShape } from './check-values';
import { draftPreviewPart } from './draft-preview';
import { emptyPartValues, type PartFormValues, partFormRequest, partFormValues } from './form-values';
import { FormStack, Section } from './layout';

const KINDS = ['video', 'reading', 'download', 'check'] as const;
/** A part not saved yet, in the preview. */
const NEW_PART_ID = -1;

export interface PartFormProps {
  lessonId: number;
  moduleId: number;
  /** The saved part; absent for a new one. */
  part?: ConsolePart;
  /** The lesson's other parts (a check's question may send the learner back to one). */
  otherParts: readonly { id: number; title: string }[];
  /** The part as typed so far, for the lesson's preview; null once the editor closes. */
  onDraftChange?: (draft: PreviewPart | null) => void;
  onDone: () => void;
}

/**
 * One part: a video with its captions, a reading in rich text (the server cleans it again with the
 * player's rules), a file to download or a check's questions (the server grades them).
 */
export function PartForm({ lessonId, moduleId, part, otherParts, onDraftChange, onDone }: PartFormProps) {
  const { t } = useTranslation('console', { keyPrefix: 'curriculum.part' });
  // The kit lays a server's reason on the field it names when the form's first values hold that
  // field, else on the whole check; a question or option added since opening is held in these,
  // which follow the lengths of the form's lists.
  const [asOpened, setAsOpened] = useState(() => (part ? partFormValues(part) : emptyPartValues()));
  const form = useContractForm(partFormRequest, { defaultValues: asOpened, messages: checkFieldMessages });
  const { version, settle, notice } = useVersionedSave<ConsolePart>({
    version: part?.version ?? 1,
    showRefusal: form.showRefusal,
    onTaken: (current) => form.reset(partFormValues(current)),
  });
  const body = useController({ control: form.control, name: 'body_html' });
  const kind = form.watch('kind');
  const [create, creating] = useCreateConsolePartMutation();
  const [update, updating] = useUpdateConsolePartMutation();

  // The form's own methods: the object around them is new at each render.
  const { subscribe, getValues } = form;
  const draftId = part?.id ?? NEW_PART_ID;
  useEffect(() => {
    const follow = (values: PartFormValues) => {
      onDraftChange?.(draftPreviewPart(values, draftId));
      setAsOpened((current) => (listsShape(current) === listsShape(values) ? current : structuredClone(values)));
    };
    follow(getValues());
    const stop = subscribe({ formState: { values: true }, callback: ({ values }) => follow(values) });
    return () => {
      stop();
      onDraftChange?.(null);
    };
  }, [subscribe, getValues, draftId, onDraftChange]);

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
            {kind === 'check' && <CheckEditor form={form} reviewParts={otherParts} />}
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
