import { useRedeemWebinarCodeMutation } from '@aula/api-client/achievements';
import { refusalOf } from '@aula/api-client/errors';
import { redeemCodeRequest } from '@aula/contracts/achievements';
import { Button } from '@aula/ui-kit/button';
import { FormTextField } from '@aula/ui-kit/forms/form-fields';
import { FormMessage } from '@aula/ui-kit/forms/form-message';
import { FormName, submissionOf, usePostedAnswer } from '@aula/ui-kit/forms/page-form';
import { useContractForm } from '@aula/ui-kit/forms/use-contract-form';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { ACHIEVEMENT_FORMS, WEBINAR_FIELD } from './achievement-forms';

// The server's refusals this form explains next to the code (every wrong code gets invalid_code).
const CODE_REFUSALS = ['invalid_code', 'code_used', 'already_redeemed', 'not_earned', 'rate_limited', 'not_found'];
const codes = Object.fromEntries(
  CODE_REFUSALS.map((code) => [code, { field: 'code', key: `achievements:webinar.serverError.${code}` }]),
);

const messages = {
  code: { required: 'achievements:webinar.codeRequired', invalid: 'achievements:webinar.codeFormat' },
};

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  max-width: 28rem;
`;

/**
 * Redeems a webinar code; the server decides (a code works once), and its refusals are shown in
 * words. Before the app runs it is posted to the page (achievement-action.ts).
 */
export function RedeemCodeForm({
  achievementId,
  webinarId,
  givenCode,
  onRedeemed,
}: {
  achievementId: number;
  webinarId: number;
  /** The code the ally sent this learner, if any: the field starts with it. */
  givenCode?: string;
  /** The code was accepted (the caller says so: this form leaves the page once the prize is read again). */
  onRedeemed: () => void;
}) {
  const { t } = useTranslation('achievements');
  const [redeem, state] = useRedeemWebinarCodeMutation();
  const submitted = submissionOf<{ code: string }>(usePostedAnswer(), ACHIEVEMENT_FORMS.redeemCode);
  const form = useContractForm(redeemCodeRequest, {
    defaultValues: { code: givenCode ?? '' },
    messages,
    codes,
    ...(submitted && { submitted }),
  });

  const submit = form.submitWith(async ({ code }) => {
    const result = await redeem({ achievementId, webinarId, code });
    if ('error' in result) form.showRefusal(refusalOf(result.error));
    else onRedeemed();
  });

  return (
    <Form ref={form.formRef} method="post" onSubmit={submit} noValidate aria-labelledby="redeem-title">
      <h3 id="redeem-title">{t('webinar.redeemTitle')}</h3>
      <FormName name={ACHIEVEMENT_FORMS.redeemCode} />
      <input type="hidden" name={WEBINAR_FIELD} value={webinarId} />
      <FormTextField
        control={form.control}
        name="code"
        label={t('webinar.code')}
        hint={t('webinar.redeemHint')}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
      />
      <FormMessage message={form.formMessage} />
      <div>
        <Button type="submit" loading={state.isLoading}>
          {t('webinar.redeem')}
        </Button>
      </div>
    </Form>
  );
}
