import { describeApiError } from '@aula/api-client/errors';
import { type OptOutAnswer, useReminderOptOutCheckQuery, useReminderOptOutMutation } from '@aula/api-client/reminders';
import { allyPath } from '@aula/contracts/site-paths';
import { useAllySite } from '@aula/ui-kit/ally-site';
import { Button } from '@aula/ui-kit/button';
import { ErrorState } from '@aula/ui-kit/error-state';
import { FormName, submissionOf, usePostedAnswer } from '@aula/ui-kit/forms/page-form';
import { Link } from '@aula/ui-kit/link';
import { Skeleton } from '@aula/ui-kit/skeleton';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import styled from 'styled-components';
import { AuthPage } from '../shared/auth-page';
import { FormLinks } from '../shared/form-links';
import { Notice } from '../shared/notice';
import { useFocusOnMount } from '../shared/use-focus-on-mount';
import { DONE_PARAM, looksLikeToken, OPT_OUT_FORM, TOKEN_PARAM } from './opt-out-link';

const Intro = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.md};
`;

const CONNECTION_PROBLEMS = ['network', 'timeout'];
const isConnectionProblem = (error: unknown) => CONNECTION_PROBLEMS.includes(describeApiError(error).code);

/** Opted out (now or before): says so, and where to turn reminders back on. */
function OptedOut({ already }: { already: boolean }) {
  const { t } = useTranslation('auth');
  const site = useAllySite();
  const notice = useFocusOnMount<HTMLDivElement>();
  return (
    <>
      {/* Shown without JavaScript too (the page hides other statuses then: loading placeholders). */}
      <Notice {...notice} tabIndex={-1} role="status" data-without-app="" $tone="success">
        <p>{t(already ? 'reminders.optOut.already' : 'reminders.optOut.done')}</p>
      </Notice>
      <p>{t('reminders.optOut.again')}</p>
      <FormLinks>
        <Link to={allyPath(site, 'accountReminders')}>{t('reminders.optOut.settingsLink')}</Link>
      </FormLinks>
    </>
  );
}

function DeadOptOutLink() {
  const { t } = useTranslation('auth');
  return (
    <Notice role="alert" $tone="danger">
      <h2>{t('reminders.optOut.deadTitle')}</h2>
      <p>{t('reminders.optOut.deadText')}</p>
    </Notice>
  );
}

/**
 * What the link would do, and the one button that does it: a form posted to the page before the
 * app runs (opt-out-action.ts), the app's own call once it does. `postFailed`: the post could not
 * reach the API, so the button is offered again.
 */
function ConfirmOptOut({ token, answer, postFailed }: { token: string; answer: OptOutAnswer; postFailed: boolean }) {
  const { t } = useTranslation('auth');
  const [optOut, result] = useReminderOptOutMutation();
  if (result.data) return <OptedOut already={false} />;
  if (result.error && !isConnectionProblem(result.error)) return <DeadOptOutLink />;
  const channel = t(`reminders.channelName_${answer.channel}`);
  return (
    <>
      <Intro>{t('reminders.optOut.intro', { ally: answer.allyName, channel })}</Intro>
      {(result.error || postFailed) && (
        <Notice role="alert" $tone="danger">
          <p>{t('reminders.optOut.failed')}</p>
        </Notice>
      )}
      <form
        method="post"
        onSubmit={(event) => {
          event.preventDefault();
          void optOut(token);
        }}
      >
        <FormName name={OPT_OUT_FORM} />
        <Button type="submit" block loading={result.isLoading}>
          {t('reminders.optOut.confirm')}
        </Button>
      </form>
    </>
  );
}

/**
 * `/:country/:allyCode/recordatorios/baja?t=`: where a message's opt-out link lands, signed in or
 * not. Opening the page changes nothing (mail and chat apps open links to preview them, and a
 * preview must not opt anyone out): it only checks the link; one tap on its button opts out.
 */
export function OptOutScreen() {
  const { t } = useTranslation('auth');
  const [params] = useSearchParams();
  const token = params.get(TOKEN_PARAM) ?? '';
  const usable = looksLikeToken(token);
  const check = useReminderOptOutCheckQuery(token, { skip: !usable });
  // The button posted before the app ran, the link refused: the server's word on it stands,
  // whatever the page's own check shows (a refused check is drawn as loading).
  const refusal = submissionOf(usePostedAnswer(), OPT_OUT_FORM)?.refusal;
  const refusedLink = refusal !== undefined && !CONNECTION_PROBLEMS.includes(refusal.code);
  let body: ReactElement;
  if (!usable || refusedLink) body = <DeadOptOutLink />;
  else if (check.isLoading) {
    body = (
      <div role="status" aria-label={t('reminders.optOut.checking')}>
        <Skeleton $height="1.25rem" $width="80%" />
        <Skeleton $height="2.75rem" />
      </div>
    );
  } else if (check.error && isConnectionProblem(check.error)) {
    body = (
      <ErrorState message={t('errors.network')} onRetry={() => void check.refetch()} retrying={check.isFetching} />
    );
  } else if (check.error || !check.data) body = <DeadOptOutLink />;
  // Opted out by the posted button: the server came back here to say it is done, not "already".
  else if (check.data.optedOut) body = <OptedOut already={!params.has(DONE_PARAM)} />;
  else body = <ConfirmOptOut token={token} answer={check.data} postFailed={refusal !== undefined} />;
  return <AuthPage title={t('reminders.optOut.title')}>{body}</AuthPage>;
}
