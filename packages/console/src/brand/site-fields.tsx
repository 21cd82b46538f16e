import { SHARE_NETWORKS, type ShareNetwork } from '@aula/contracts/share-networks';
import { FormCheckboxGroup, FormTextField } from '@aula/ui-kit/forms/form-fields';
import { NETWORK_NAMES } from '@aula/ui-kit/share-links';
import type { Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { BrandFormValues } from './brand-form-values';
import { Group, GroupHint } from './brand-layout';

type FormControl = Control<BrandFormValues, unknown, unknown>;

/** Who the ally is for search engines (the pages' structured data), as brand.json's `organization`. */
export function OrganizationFields({ control }: { control: FormControl }) {
  const { t } = useTranslation('console', { keyPrefix: 'brand.organization' });
  return (
    <Group>
      <legend>{t('title')}</legend>
      <GroupHint>{t('hint')}</GroupHint>
      <FormTextField control={control} name="organization.name" label={t('name')} hint={t('nameHint')} />
      <FormTextField
        control={control}
        name="organization.url"
        label={t('url')}
        hint={t('urlHint')}
        type="url"
        inputMode="url"
        autoCapitalize="none"
        spellCheck={false}
      />
      <FormTextField control={control} name="organization.logo_caption" label={t('caption')} hint={t('captionHint')} />
    </Group>
  );
}

/** Where a learner reads the terms of use and the privacy notice: this site's page or the ally's own. */
export function LegalFields({ control }: { control: FormControl }) {
  const { t } = useTranslation('console', { keyPrefix: 'brand.legal' });
  // A page name or an address: text, with the keyboard of addresses.
  const address = { inputMode: 'url', autoCapitalize: 'none', spellCheck: false } as const;
  return (
    <Group>
      <legend>{t('title')}</legend>
      <GroupHint>{t('hint')}</GroupHint>
      <FormTextField control={control} name="legal.terms_url" label={t('terms')} hint={t('termsHint')} {...address} />
      <FormTextField
        control={control}
        name="legal.privacy_url"
        label={t('privacy')}
        hint={t('privacyHint')}
        {...address}
      />
    </Group>
  );
}

const OWN_WORDS: readonly ShareNetwork[] = ['sms', 'email', 'print', 'copy'];

/** The share buttons of lessons and posts: which, in the order ticked. */
export function SharingFields({ control }: { control: FormControl }) {
  const { t } = useTranslation('console', { keyPrefix: 'brand.sharing' });
  const label = (network: ShareNetwork) =>
    OWN_WORDS.includes(network)
      ? t(`networks.${network as 'sms' | 'email' | 'print' | 'copy'}`)
      : NETWORK_NAMES[network as keyof typeof NETWORK_NAMES];
  return (
    <Group>
      <legend>{t('title')}</legend>
      <FormCheckboxGroup
        control={control}
        name="share_networks"
        label={t('networksLegend')}
        hint={t('hint')}
        options={SHARE_NETWORKS.map((network) => ({ value: network, label: label(network) }))}
      />
    </Group>
  );
}
