import { postSlugFromTitle } from '@aula/contracts/console-blog';
import { useEffect, useRef } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import type { PostFormValues } from './post-form-values';

/**
 * A new post's address is written from its title as the title is typed ("Cómo vender más" ->
 * "como-vender-mas"), until the editor writes one of their own: the field keeps following only
 * while it holds what the title gave. A saved post keeps its address (a new title never moves it).
 */
export function useSlugFromTitle(form: UseFormReturn<PostFormValues, unknown, unknown>, isNew: boolean) {
  const title = form.watch('title');
  const lastTitle = useRef(title);
  useEffect(() => {
    const followed = form.getValues('slug') === postSlugFromTitle(lastTitle.current);
    lastTitle.current = title;
    if (isNew && followed) form.setValue('slug', postSlugFromTitle(title), { shouldDirty: true });
  }, [form, title, isNew]);
}
