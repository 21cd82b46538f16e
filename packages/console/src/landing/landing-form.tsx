import { useUpdateConsoleLandingMutation } from '@aula/api-client/console-landing';
import { type ConsoleLanding, MAX_LANDING_REVIEWS, MAX_LANDING_STEPS } from '@aula/contracts/console-landing';
import { allyPath } from '@aula/contracts/site-paths';
import { useAllySite } from '@aula/ui-kit/ally-site';
import { Button } from '@aula/ui-kit/button';
import { FormSelectField, FormTextField } from '@aula/ui-kit/forms/form-fields';
import { FormMessage } from '@aula/ui-kit/forms/form-message';
import { useContractForm } from '@aula/ui-kit/forms/use-contract-form';
import { Link } from '@aula/ui-kit/link';
import { useId } from 'react';
import { useFieldArray, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { PictureField } from '../media/picture-field';
import { Actions, FormStack } from '../shell/screen-layout';
import { useVersionedSave } from '../shell/use-versioned-save';
import { type LandingFormValues, landingFormRequest, landingFormValues } from './landing-form-values';

const Group = styled.fieldset`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};

  legend {
    padding-inline: ${({ theme }) => theme.space.xs};
    font-weight: 700;
  }

  > p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Item = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  padding-block-end: ${({ theme }) => theme.space.md};
  border-bottom: 1px dashed ${({ theme }) => theme.colors.border};
`;

/**
 * A step's or a review's name, naming its group: not a heading, since the form's groups are named
 * by their legends and the page has no level-2 heading above them (axe: heading-order).
 */
const ItemName = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.md};
  font-weight: 700;
`;

const STARS = ['5', '4', '3', '2', '1'].map((value) => ({ value, label: '★'.repeat(Number(value)) }));

/** The landing's fields; a save shows on the public landing at once, a lost race is told, never overwritten. */
export function LandingForm({ landing }: { landing: ConsoleLanding }) {
  const { t } = useTranslation('console');
  const site = useAllySite();
  const formId = useId();
  const form = useContractForm(landingFormRequest, {
    defaultValues: landingFormValues(landing) as LandingFormValues,
  });
  const steps = useFieldArray({ control: form.control, name: 'steps' });
  const reviews = useFieldArray({ control: form.control, name: 'reviews' });
  const heroTitle = useWatch({ control: form.control, name: 'title' });
  const [update, saving] = useUpdateConsoleLandingMutation();
  const { version, settle, notice } = useVersionedSave<ConsoleLanding>({
    version: landing.version,
    showRefusal: form.showRefusal,
    onTaken: (next) => form.reset(landingFormValues(next)),
  });

  const save = form.submitWith(async (request) => {
    const result = await update({ ...request, version });
    settle(result, t('landing.saved'));
  });

  return (
    <form ref={form.formRef} noValidate onSubmit={save}>
      <FormStack>
        {notice}
        <Group>
          <legend>{t('landing.hero')}</legend>
          <FormTextField control={form.control} name="title" label={t('landing.fields.title')} />
          <FormTextField control={form.control} name="subtitle" label={t('landing.fields.subtitle')} />
          <FormTextField control={form.control} name="body" label={t('landing.fields.body')} />
          <PictureField
            control={form.control}
            name="hero_image_url"
            label={t('landing.fields.heroImage')}
            hint={t('landing.fields.heroImageHint')}
            alt={heroTitle}
          />
          <FormTextField control={form.control} name="call_to_action" label={t('landing.fields.callToAction')} />
        </Group>

        <Group>
          <legend>{t('landing.steps.title')}</legend>
          <p>{t('landing.steps.hint')}</p>
          {steps.fields.map((field, index) => {
            const number = index + 1;
            return (
              <Item key={field.id} role="group" aria-labelledby={`${formId}-step-${field.id}`}>
                <ItemName id={`${formId}-step-${field.id}`}>{t('landing.steps.step', { number })}</ItemName>
                <FormTextField
                  control={form.control}
                  name={`steps.${index}.title`}
                  label={t('landing.steps.stepTitle', { number })}
                />
                <FormTextField
                  control={form.control}
                  name={`steps.${index}.text`}
                  label={t('landing.steps.stepText', { number })}
                />
                <Actions>
                  <Button type="button" variant="ghost" onClick={() => steps.remove(index)}>
                    {t('landing.steps.remove', { number })}
                  </Button>
                </Actions>
              </Item>
            );
          })}
          {steps.fields.length < MAX_LANDING_STEPS && (
            <Actions>
              <Button type="button" variant="secondary" onClick={() => steps.append({ title: '', text: '' })}>
                {t('landing.steps.add')}
              </Button>
            </Actions>
          )}
        </Group>

        <Group>
          <legend>{t('landing.reviews.title')}</legend>
          <p>{t('landing.reviews.hint')}</p>
          {reviews.fields.length === 0 && <p role="status">{t('landing.reviews.none')}</p>}
          {reviews.fields.map((field, index) => {
            const number = index + 1;
            return (
              <Item key={field.id} role="group" aria-labelledby={`${formId}-review-${field.id}`}>
                <ItemName id={`${formId}-review-${field.id}`}>{t('landing.reviews.review', { number })}</ItemName>
                <FormTextField
                  control={form.control}
                  name={`reviews.${index}.author`}
                  label={t('landing.reviews.author', { number })}
                />
                <FormTextField
                  control={form.control}
                  name={`reviews.${index}.business`}
                  label={t('landing.reviews.business', { number })}
                />
                <FormSelectField
                  control={form.control}
                  name={`reviews.${index}.rating`}
                  label={t('landing.reviews.rating', { number })}
                  options={STARS}
                />
                <FormTextField
                  control={form.control}
                  name={`reviews.${index}.comment`}
                  label={t('landing.reviews.comment', { number })}
                />
                <Actions>
                  <Button type="button" variant="ghost" onClick={() => reviews.remove(index)}>
                    {t('landing.reviews.remove', { number })}
                  </Button>
                </Actions>
              </Item>
            );
          })}
          {reviews.fields.length < MAX_LANDING_REVIEWS && (
            <Actions>
              <Button
                type="button"
                variant="secondary"
                onClick={() => reviews.append({ author: '', business: '', rating: '5', comment: '' })}
              >
                {t('landing.reviews.add')}
              </Button>
            </Actions>
          )}
        </Group>

        <FormMessage message={form.formMessage} />
        <Actions>
          <Button type="submit" loading={saving.isLoading}>
            {t('landing.save')}
          </Button>
          <Link to={allyPath(site, 'landing')}>{t('landing.view')}</Link>
        </Actions>
      </FormStack>
    </form>
  );
}
