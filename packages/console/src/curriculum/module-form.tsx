import {
  useCreateConsoleModuleMutation,
  usePublishConsoleModuleMutation,
  useUpdateConsoleModuleMutation,
} from '@aula/api-client/console-curriculum';
import type { ConsoleModule } from '@aula/contracts/console-curriculum';
import { allyPath } from '@aula/contracts/site-paths';
import { useAlerts } from '@aula/ui-kit/alert-provider';
import { useAllySite } from '@aula/ui-kit/ally-site';
import { Button } from '@aula/ui-kit/button';
import { CheckboxField } from '@aula/ui-kit/checkbox-field';
import { useCurrentBrand } from '@aula/ui-kit/current-brand';
import { FormCheckboxField, FormSelectField, FormTextAreaField, FormTextField } from '@aula/ui-kit/forms/form-fields';
import { FormMessage } from '@aula/ui-kit/forms/form-message';
import { useContractForm } from '@aula/ui-kit/forms/use-contract-form';
import { useState } from 'react';
import { useController, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import styled from 'styled-components';
import { PictureField } from '../media/picture-field';
import { Actions } from '../shell/screen-layout';
import { useVersionedSave } from '../shell/use-versioned-save';
import { emptyModuleValues, moduleFormRequest, moduleFormValues } from './form-values';
import { FormStack, Note } from './layout';

const Types = styled.fieldset`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(12rem, 1fr));
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  padding: ${({ theme }) => theme.space.sm};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.sm};

  legend {
    padding-inline: ${({ theme }) => theme.space.xs};
  }
`;

export interface ModuleFormProps {
  /** The saved module; absent for a new one. */
  module?: ConsoleModule;
  /** The ally's countries (a module may be for one of them or for all). */
  countries: readonly string[];
  businessTypes: readonly { id: number; name: string }[];
  /** After a save or a publication, with the module as it is now. */
  onSaved?: (module: ConsoleModule) => void;
}

/** A module's fields, its save and its publication; a lost race with another editor is told, never overwritten. */
export function ModuleForm({ module, countries, businessTypes, onSaved }: ModuleFormProps) {
  const { t } = useTranslation('console', { keyPrefix: 'curriculum.module' });
  const site = useAllySite();
  const brand = useCurrentBrand();
  const alerts = useAlerts();
  const navigate = useNavigate();
  const [saved, setSaved] = useState(module);
  const form = useContractForm(moduleFormRequest, {
    defaultValues: module ? moduleFormValues(module) : emptyModuleValues,
  });
  const types = useController({ control: form.control, name: 'business_type_ids' });
  const title = useWatch({ control: form.control, name: 'title' });
  const [create, creating] = useCreateConsoleModuleMutation();
  const [update, updating] = useUpdateConsoleModuleMutation();
  const [publish, publishing] = usePublishConsoleModuleMutation();
  const published = Boolean(saved?.published_at);
  const { version, refused, settle, notice } = useVersionedSave<ConsoleModule>({
    version: module?.version ?? 1,
    showRefusal: form.showRefusal,
    onTaken: (next) => {
      setSaved(next);
      form.reset(moduleFormValues(next));
      onSaved?.(next);
    },
  });

  const save = form.submitWith(async (request) => {
    if (!saved) {
      const result = await create(request);
      if (result.error) return refused(result.error);
      alerts.show({ tone: 'success', message: t('created') });
      return navigate(allyPath(site, 'consoleModule', { moduleId: result.data.id }), { replace: true });
    }
    const result = await update({ id: saved.id, body: { ...request, version } });
    settle(result, t('saved'));
  });

  async function togglePublished() {
    if (!saved) return;
    if (form.formState.isDirty) return alerts.show({ tone: 'info', message: t('saveFirst') });
    const result = await publish({ id: saved.id, version, published: !published });
    settle(result, t(published ? 'unpublished' : 'published'));
  }

  const chosen = new Set<number>(types.field.value);
  const toggleType = (id: number) =>
    types.field.onChange(chosen.has(id) ? [...chosen].filter((other) => other !== id) : [...chosen, id]);

  return (
    <form ref={form.formRef} noValidate onSubmit={save}>
      <FormStack>
        {notice}
        {saved && !published && <Note>{t('draftNote')}</Note>}
        <FormTextField control={form.control} name="title" label={t('fields.title')} />
        <FormTextAreaField control={form.control} name="description" label={t('fields.description')} />
        <PictureField
          control={form.control}
          name="cover_image_url"
          label={t('fields.cover')}
          hint={t('fields.coverHint')}
          alt={title}
        />
        <FormSelectField
          control={form.control}
          name="country"
          label={t('fields.country')}
          options={[
            { value: '', label: t('fields.allCountries') },
            ...countries.map((code) => ({ value: code, label: code.toUpperCase() })),
          ]}
        />
        {businessTypes.length > 0 && (
          <Types>
            <legend>{t('fields.businessTypes')}</legend>
            {businessTypes.map((type) => (
              <CheckboxField
                key={type.id}
                label={type.name}
                checked={chosen.has(type.id)}
                onChange={() => toggleType(type.id)}
              />
            ))}
          </Types>
        )}
        <FormCheckboxField
          control={form.control}
          name="certifying"
          label={t('fields.certifying')}
          hint={t('fields.certifyingHint', { ally: brand?.config.name ?? site.allyCode })}
        />
        <FormCheckboxField
          control={form.control}
          name="chat_learning"
          label={t('fields.chatLearning')}
          hint={t('fields.chatLearningHint')}
        />
        <FormMessage message={form.formMessage} />
        <Actions>
          <Button type="submit" loading={creating.isLoading || updating.isLoading}>
            {t('save')}
          </Button>
          {saved && (
            <Button type="button" variant="secondary" loading={publishing.isLoading} onClick={togglePublished}>
              {t(published ? 'unpublish' : 'publish')}
            </Button>
          )}
        </Actions>
      </FormStack>
    </form>
  );
}
