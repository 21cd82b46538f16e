import { useUpdateConsoleDomainMutation } from '@aula/api-client/console-domain';
import { refusalOf } from '@aula/api-client/errors';
import { allyHost, type ConsoleDomain, HOST_TAKEN } from '@aula/contracts/console-domain';
import { Button } from '@aula/ui-kit/button';
import { FormTextField } from '@aula/ui-kit/forms/form-fields';
import { FormMessage } from '@aula/ui-kit/forms/form-message';
import { useContractForm } from '@aula/ui-kit/forms/use-contract-form';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { z } from 'zod';

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  max-width: 32rem;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;

const Done = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.success};
  font-weight: 700;
  overflow-wrap: anywhere;
`;

// The form names a host; removing one is its own button (the API's `host: null`).
const hostForm = z.object({ host: allyHost });

/** An admin names the ally's own host, or removes it; the API says at once if another ally has it. */
export function DomainForm({ domain }: { domain: ConsoleDomain }) {
  const { t } = useTranslation('console', { keyPrefix: 'domain.form' });
  const [update, { isLoading }] = useUpdateConsoleDomainMutation();
  const [done, setDone] = useState<string>();
  const form = useContractForm(hostForm, {
    defaultValues: { host: domain.host ?? '' },
    messages: { host: { invalid: 'console:domain.form.hostFormat', required: 'console:domain.form.hostFormat' } },
    codes: { [HOST_TAKEN]: { field: 'host', key: 'console:domain.form.hostTaken' } },
  });
  const onSubmit = form.submitWith(async ({ host }) => {
    setDone(undefined);
    const result = await update({ host });
    if ('error' in result) return form.showRefusal(refusalOf(result.error));
    setDone(t('saved', { host: result.data.host }));
  });
  const remove = async () => {
    setDone(undefined);
    const result = await update({ host: null });
    if ('error' in result) return form.showRefusal(refusalOf(result.error));
    form.reset({ host: '' });
    setDone(t('removed'));
  };
  return (
    <Form ref={form.formRef} noValidate onSubmit={onSubmit}>
      <FormMessage message={form.formMessage} />
      <FormTextField
        control={form.control}
        name="host"
        label={t('host')}
        hint={t('hostHint')}
        autoComplete="off"
        inputMode="url"
        spellCheck={false}
        autoCapitalize="none"
      />
      <Actions>
        <Button type="submit" loading={isLoading}>
          {t('save')}
        </Button>
        {domain.host && (
          <Button type="button" variant="secondary" disabled={isLoading} onClick={() => void remove()}>
            {t('remove')}
          </Button>
        )}
      </Actions>
      <div role="status">{done && <Done>{done}</Done>}</div>
    </Form>
  );
}
