import { useRedeemWebinarCodeMutation } from '@aula/api-client/achievements';
import { describeApiError } from '@aula/api-client/errors';
import { Button } from '@aula/ui-kit/button';
import { TextField } from '@aula/ui-kit/text-field';
import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';

const CODE = /^[A-Za-z0-9-]{6,20}$/;
const KNOWN_ERRORS = new Set([
  'invalid_code',
  'code_used',
  'already_redeemed',
  'not_earned',
  'rate_limited',
  'not_found',
  'network',
]);

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  max-width: 28rem;
`;

/** Redeems a webinar code; the server decides (a code works once), and its refusals are shown in words. */
export function RedeemCodeForm({
  achievementId,
  webinarId,
  onRedeemed,
}: {
  achievementId: number;
  webinarId: number;
  /** The code was accepted (the caller says so: this form leaves the page once the prize is read again). */
  onRedeemed: () => void;
}) {
  const { t } = useTranslation('achievements');
  const [redeem, state] = useRedeemWebinarCodeMutation();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string>();
  const form = useRef<HTMLFormElement>(null);

  function fail(message: string) {
    setError(message);
    form.current?.querySelector<HTMLInputElement>('input[name="code"]')?.focus();
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const value = code.trim();
    if (value === '') return fail(t('webinar.codeRequired'));
    if (!CODE.test(value)) return fail(t('webinar.codeFormat'));
    setError(undefined);
    const result = await redeem({ achievementId, webinarId, code: value });
    if ('error' in result) {
      const { code: reason, message } = describeApiError(result.error);
      fail(KNOWN_ERRORS.has(reason) ? t(`webinar.serverError.${reason}`) : t('webinar.serverError.other', { message }));
    } else onRedeemed();
  }

  return (
    <Form ref={form} onSubmit={submit} noValidate aria-labelledby="redeem-title">
      <h3 id="redeem-title">{t('webinar.redeemTitle')}</h3>
      <TextField
        name="code"
        label={t('webinar.code')}
        hint={t('webinar.redeemHint')}
        error={error}
        value={code}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        onChange={(event) => setCode(event.target.value)}
      />
      <div>
        <Button type="submit" loading={state.isLoading}>
          {t('webinar.redeem')}
        </Button>
      </div>
    </Form>
  );
}
