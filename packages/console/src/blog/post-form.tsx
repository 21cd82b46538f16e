import { useCreateConsolePostMutation, useUpdateConsolePostMutation } from '@aula/api-client/console-blog';
import { useAppSelector } from '@aula/api-client/hooks';
import { selectSessionUser } from '@aula/api-client/session';
import { type ConsolePost, SLUG_TAKEN } from '@aula/contracts/console-blog';
import { allyPath } from '@aula/contracts/site-paths';
import { useAlerts } from '@aula/ui-kit/alert-provider';
import { useAllySite } from '@aula/ui-kit/ally-site';
import { Button } from '@aula/ui-kit/button';
import { FormCheckboxField, FormSelectField, FormTextField } from '@aula/ui-kit/forms/form-fields';
import { FormMessage } from '@aula/ui-kit/forms/form-message';
import { useContractForm } from '@aula/ui-kit/forms/use-contract-form';
import { useState } from 'react';
import { useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { RichTextEditor } from '../editing/rich-text-editor';
import { editorPictureSource } from '../media/library/editor-picture-source';
import { PictureField } from '../media/picture-field';
import { Actions, FormNote, FormStack } from '../shell/screen-layout';
import { useConsoleUser } from '../shell/use-console-user';
import { useVersionedSave } from '../shell/use-versioned-save';
import { PostActions } from './post-actions';
import { emptyPostValues, postFormRequest, postFormValues } from './post-form-values';
import { useSlugFromTitle } from './use-slug-from-title';

export interface PostFormProps {
  /** The saved post; absent for a new one. */
  post?: ConsolePost;
  /** The countries the ally offers (a post is written for one). */
  countries: readonly string[];
}

/** A slug already used where the post would be read: said under the field, naming no other ally's post. */
const slugTaken = (key: string) => ({ field: 'slug', key: `console:blog.editor.slugTaken.${key}` });

/** A post's fields, its save and what it can become; a lost race with another editor is told, never overwritten. */
export function PostForm({ post, countries }: PostFormProps) {
  const { t } = useTranslation('console');
  const site = useAllySite();
  const alerts = useAlerts();
  const navigate = useNavigate();
  const user = useAppSelector(selectSessionUser);
  const staff = useConsoleUser().role === 'staff';
  const [saved, setSaved] = useState(post);
  const form = useContractForm(postFormRequest, {
    defaultValues: post ? postFormValues(post) : emptyPostValues(countries[0] ?? site.country, user?.name ?? ''),
    messages: { slug: { invalid: 'console:blog.editor.slugInvalid' } },
    codes: {
      [SLUG_TAKEN.sameBlog]: slugTaken('sameBlog'),
      [SLUG_TAKEN.byPlatform]: slugTaken('byPlatform'),
      [SLUG_TAKEN.byAlly]: slugTaken('byAlly'),
    },
  });
  useSlugFromTitle(form, !saved);
  const body = useController({ control: form.control, name: 'body_html' });
  const [create, creating] = useCreateConsolePostMutation();
  const [update, updating] = useUpdateConsolePostMutation();
  const published = saved?.status === 'published';
  const title = form.watch('title');
  const { version, refused, settle, notice } = useVersionedSave<ConsolePost>({
    version: post?.version ?? 1,
    showRefusal: form.showRefusal,
    onTaken: (next) => {
      setSaved(next);
      form.reset(postFormValues(next));
    },
  });

  const save = form.submitWith(async (request) => {
    if (!saved) {
      const result = await create(request);
      if (result.error) return refused(result.error);
      alerts.show({ tone: 'success', message: t('blog.editor.created') });
      return navigate(allyPath(site, 'consoleBlogPost', { postId: result.data.id }), { replace: true });
    }
    // A published post keeps its address: its slug is not sent again.
    const { slug, ...rest } = request;
    const result = await update({ id: saved.id, body: { ...rest, ...(published ? {} : { slug }), version } });
    settle(result, t('blog.editor.saved'));
  });

  return (
    <form ref={form.formRef} noValidate onSubmit={save}>
      <FormStack>
        {notice}
        {saved?.platform && <FormNote>{t('blog.editor.platformNote')}</FormNote>}
        <FormTextField control={form.control} name="title" label={t('blog.editor.fields.title')} />
        {published ? (
          <FormNote>{t('blog.editor.fields.slugFixed', { slug: saved?.slug })}</FormNote>
        ) : (
          <FormTextField
            control={form.control}
            name="slug"
            label={t('blog.editor.fields.slug')}
            hint={t(saved ? 'blog.editor.fields.slugHintSaved' : 'blog.editor.fields.slugHint')}
            autoCapitalize="none"
            spellCheck={false}
          />
        )}
        <FormSelectField
          control={form.control}
          name="country"
          label={t('blog.editor.fields.country')}
          disabled={published}
          options={countries.map((code) => ({ value: code, label: code.toUpperCase() }))}
        />
        {/* Only the platform's staff write for every ally, and only when the post is written. */}
        {staff && !saved && (
          <FormCheckboxField control={form.control} name="platform" label={t('blog.editor.fields.platform')} />
        )}
        <FormTextField
          control={form.control}
          name="excerpt"
          label={t('blog.editor.fields.excerpt')}
          hint={t('blog.editor.fields.excerptHint')}
        />
        <FormTextField control={form.control} name="author" label={t('blog.editor.fields.author')} />
        <PictureField
          control={form.control}
          name="cover_image_url"
          label={t('blog.editor.fields.cover')}
          hint={t('blog.editor.fields.coverHint')}
          alt={title}
        />
        <RichTextEditor
          label={t('blog.editor.fields.body')}
          value={body.field.value}
          onChange={body.field.onChange}
          error={body.fieldState.error?.message}
          pictureSource={editorPictureSource}
        />
        <FormMessage message={form.formMessage} />
        <Actions>
          <Button type="submit" loading={creating.isLoading || updating.isLoading}>
            {t('blog.editor.save')}
          </Button>
          {saved && <PostActions post={saved} version={version} dirty={form.formState.isDirty} settle={settle} />}
        </Actions>
      </FormStack>
    </form>
  );
}
