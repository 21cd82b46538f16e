import { useInviteTeamMemberMutation } from '@aula/api-client/console-team';
import { refusalOf } from '@aula/api-client/errors';
import { inviteRequest } from '@aula/contracts/console-team';
import { Button } from '@aula/ui-kit/button';
import { Field } from '@aula/ui-kit/field';
import { FormEmailField } from '@aula/ui-kit/forms/form-fields';
import { FormMessage } from '@aula/ui-kit/forms/form-message';
import { useContractForm } from '@aula/ui-kit/forms/use-contract-form';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { RoleSelect } from './role-select';

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  max-width: 32rem;
`;

const Sent = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.success};
  font-weight: 700;
`;

const invite = inviteRequest.omit({ url_base: true });

/** An admin invites by email; the API mails a one-time link (the development outbox locally). */
export function InviteForm() {
  const { t } = useTranslation('console', { keyPrefix: 'team' });
  const [send, { isLoading }] = useInviteTeamMemberMutation();
  const [sentTo, setSentTo] = useState<string>();
  const form = useContractForm(invite, {
    defaultValues: { email: '', role: 'ally_editor' as const },
    codes: { email_taken: { field: 'email', key: 'console:team.errors.emailTaken' } },
  });
  const onSubmit = form.submitWith(async (values) => {
    setSentTo(undefined);
    const result = await send(values);
    if ('error' in result) return form.showRefusal(refusalOf(result.error));
    setSentTo(result.data.email);
    form.reset();
  });
  return (
    <Form ref={form.formRef} noValidate onSubmit={onSubmit}>
      <FormMessage message={form.formMessage} />
      <FormEmailField control={form.control} name="email" label={t('invite.email')} autoComplete="off" />
      <Field label={t('invite.role')} hint={t('invite.roleHint')}>
        {({ inputId, describedBy }) => (
          <RoleSelect id={inputId} aria-describedby={describedBy} {...form.register('role')} />
        )}
      </Field>
      <div>
        <Button type="submit" loading={isLoading}>
          {t('invite.submit')}
        </Button>
      </div>
      <div role="status">{sentTo && <Sent>{t('invite.sent', { email: sentTo })}</Sent>}</div>
    </Form>
  );
}
