import { usePublishConsoleBrandMutation, useUpdateConsoleBrandMutation } from '@aula/api-client/console-brand';
import type { ConsoleBrand } from '@aula/contracts/console-brand';
import { Button } from '@aula/ui-kit/button';
import { FormTextField } from '@aula/ui-kit/forms/form-fields';
import { FormMessage } from '@aula/ui-kit/forms/form-message';
import { useContractForm } from '@aula/ui-kit/forms/use-contract-form';
import { useDebouncedValue } from '@aula/ui-kit/use-debounced-value';
import { useMemo, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PictureField } from '../media/picture-field';
import { Actions, FormNote } from '../shell/screen-layout';
import { useVersionedSave } from '../shell/use-versioned-save';
import {
  type BrandFormValues,
  brandFieldMessages,
  brandFormRequest,
  brandFormValues,
  COLOR_MODES,
} from './brand-form-values';
import { Aside, Columns, Fields, Group, GroupHint, ReadOnlyArea } from './brand-layout';
import { BrandPreview } from './brand-preview';
import { BrandStatus } from './brand-status';
import { CompletionFields } from './completion-fields';
import { ContrastReport } from './contrast-report';
import { FontField } from './font-field';
import { liveContrastProblems } from './live-contrast';
import { ModeColors } from './mode-colors';
import { CountriesFields, RemindersFields } from './reach-fields';
import { LegalFields, OrganizationFields, SharingFields } from './site-fields';

/** Long enough for a picker's drag to settle, so the report is read out once, not at every step. */
const REPORT_DELAY_MS = 400;

/**
 * The brand's draft: saved as a draft, then published, each naming the version it read (a lost
 * race is told, never overwritten). `readOnly` shows an editor the brand without a way to change it.
 */
export function BrandForm({ brand, readOnly }: { brand: ConsoleBrand; readOnly: boolean }) {
  const { t } = useTranslation('console', { keyPrefix: 'brand' });
  const form = useContractForm(brandFormRequest, {
    defaultValues: brandFormValues(brand) as BrandFormValues,
    messages: brandFieldMessages,
  });
  // The brand as last saved or published: what the status line tells.
  const [current, setCurrent] = useState(brand);
  const [update, saving] = useUpdateConsoleBrandMutation();
  const [publish] = usePublishConsoleBrandMutation();
  const { version, take, refused, settle, notice } = useVersionedSave<ConsoleBrand>({
    version: brand.version,
    showRefusal: form.showRefusal,
    onTaken: (next) => {
      setCurrent(next);
      form.reset(brandFormValues(next));
    },
  });

  const [name, tagline, colors] = useWatch({ control: form.control, name: ['name', 'tagline', 'colors'] });
  // Keyed by the colours' text: the watched object may be the same one changed in place.
  const colorsText = JSON.stringify(colors);
  const problems = useMemo(() => liveContrastProblems(JSON.parse(colorsText)), [colorsText]);
  const reported = useDebouncedValue(problems, REPORT_DELAY_MS);

  const save = form.submitWith(async (request) => {
    settle(await update({ ...request, version }), t('saved'));
  });

  // What goes out is what is on screen: unsaved edits are saved first, then that version published.
  const saveAndPublish = form.submitWith(async (request) => {
    const saved = await update({ ...request, version });
    if (saved.error !== undefined || !saved.data) return refused(saved.error);
    take(saved.data);
    settle(await publish({ version: saved.data.version }), t('published'));
  });

  // Read while rendering: react-hook-form tracks only the form state a render reads.
  const dirty = form.formState.isDirty;
  // One busy button for the whole publication, its save included.
  const [publishingDraft, setPublishingDraft] = useState(false);
  async function publishDraft() {
    setPublishingDraft(true);
    try {
      if (dirty) await saveAndPublish();
      else settle(await publish({ version }), t('published'));
    } finally {
      setPublishingDraft(false);
    }
  }

  return (
    <form ref={form.formRef} noValidate onSubmit={save}>
      <Fields>
        {notice}
        <BrandStatus brand={current} />
        {readOnly && <FormNote>{t('readOnly')}</FormNote>}
        <Columns>
          <ReadOnlyArea disabled={readOnly}>
            <Group>
              <legend>{t('identity.title')}</legend>
              <FormTextField
                control={form.control}
                name="name"
                label={t('identity.name')}
                hint={t('identity.nameHint')}
              />
              <FormTextField
                control={form.control}
                name="short_name"
                label={t('identity.shortName')}
                hint={t('identity.shortNameHint')}
              />
              <FormTextField
                control={form.control}
                name="tagline"
                label={t('identity.tagline')}
                hint={t('identity.taglineHint')}
              />
              <PictureField
                control={form.control}
                name="logo_url"
                label={t('identity.logo')}
                hint={t('identity.logoHint')}
                alt={name}
              />
              <PictureField
                control={form.control}
                name="app_icon_url"
                label={t('identity.appIcon')}
                hint={t('identity.appIconHint')}
                alt={name}
              />
            </Group>
            <Group>
              <legend>{t('colors.title')}</legend>
              <GroupHint>{t('colors.hint')}</GroupHint>
              {COLOR_MODES.map((mode) => (
                <ModeColors key={mode} control={form.control} mode={mode} problems={problems} />
              ))}
            </Group>
          </ReadOnlyArea>
          {/* Outside the disabled fields: an editor, who reads the brand, still picks what the preview shows. */}
          <Aside>
            {/* The check first: on a short screen the sticky column may show only its top. */}
            <ContrastReport problems={reported} />
            <BrandPreview draft={{ name, tagline, colors }} />
          </Aside>
          <ReadOnlyArea disabled={readOnly}>
            <FontField control={form.control} />
            <CountriesFields control={form.control} />
            <SharingFields control={form.control} />
            <LegalFields control={form.control} />
            <OrganizationFields control={form.control} />
            <RemindersFields control={form.control} />
            <CompletionFields control={form.control} />
          </ReadOnlyArea>
        </Columns>
        <FormMessage message={form.formMessage} />
        {!readOnly && (
          <Actions>
            <Button type="submit" loading={saving.isLoading && !publishingDraft}>
              {t('save')}
            </Button>
            <Button type="button" variant="secondary" loading={publishingDraft} onClick={publishDraft}>
              {t('publish')}
            </Button>
          </Actions>
        )}
      </Fields>
    </form>
  );
}
