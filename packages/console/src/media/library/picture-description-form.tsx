import { useDescribeMediaMutation } from '@aula/api-client/console-media';
import { MEDIA_ALT_MAX, type MediaObject } from '@aula/contracts/media';
import { useAlerts } from '@aula/ui-kit/alert-provider';
import { Button } from '@aula/ui-kit/button';
import { TextField } from '@aula/ui-kit/text-field';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** A picture's description, saved for every text it is put in later. */
export function PictureDescriptionForm({ picture }: { picture: MediaObject }) {
  const { t } = useTranslation('console', { keyPrefix: 'media.library' });
  const alerts = useAlerts();
  const [alt, setAlt] = useState(picture.alt);
  const [error, setError] = useState<string>();
  const [describe, describing] = useDescribeMediaMutation();

  async function save(event: FormEvent) {
    event.preventDefault();
    if (alt.trim().length > MEDIA_ALT_MAX) return setError(t('tooLong', { max: MEDIA_ALT_MAX }));
    setError(undefined);
    const result = await describe({ id: picture.id, alt: alt.trim() });
    if ('error' in result) return setError(t('saveFailed'));
    alerts.show({ tone: 'success', message: t('described', { name: picture.original_name }) });
  }

  return (
    <form noValidate onSubmit={save}>
      <TextField
        label={t('description', { name: picture.original_name })}
        hint={t('descriptionHint')}
        error={error}
        value={alt}
        maxLength={MEDIA_ALT_MAX + 50}
        onChange={(event) => setAlt(event.target.value)}
      />
      <Button type="submit" variant="secondary" loading={describing.isLoading} disabled={alt.trim() === picture.alt}>
        {t('saveDescription')}
      </Button>
    </form>
  );
}
