import {
  useGetConsoleReminderTemplatesQuery,
  useSubmitConsoleReminderTemplateMutation,
} from '@aula/api-client/console-reminders';
import { refusalOf } from '@aula/api-client/errors';
import {
  isReminderKind,
  type ReminderTemplate,
  TEMPLATE_UNCHANGED,
  type TemplateKind,
  WHATSAPP_UNAVAILABLE,
} from '@aula/contracts/reminder-templates';
import type { ReminderLanguage } from '@aula/contracts/reminders';
import { useAlerts } from '@aula/ui-kit/alert-provider';
import { Badge, type BadgeTone } from '@aula/ui-kit/badge';
import { Button } from '@aula/ui-kit/button';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { editConflictOf } from '../shell/edit-conflict';
import { TemplateVersionText } from './template-version-text';

const Panel = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  margin-block-start: ${({ theme }) => theme.space.md};
  font-size: ${({ theme }) => theme.fontSizes.sm};

  h3 {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${({ theme }) => theme.space.sm};
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.md};
  }

  p {
    margin: 0;
  }
`;

const TONES: Record<ReminderTemplate['status'], BadgeTone> = {
  approved: 'success',
  pending: 'secondary',
  rejected: 'danger',
  not_submitted: 'neutral',
};

export interface TemplateApprovalProps {
  kind: TemplateKind;
  language: ReminderLanguage;
  /** A reminder's version the form holds: a submission of a kind saved since is a lost race. */
  version?: number;
  /** The form has changes not saved: only the saved text can be submitted. */
  dirty?: boolean;
  /** The first name, for a kind with no approved version (the kind's own `whatsappTemplateName`). */
  firstName: string;
  /** A lost race (409): the form shows the conflict notice. */
  onConflict?: (error: unknown) => void;
}

/**
 * A kind's WhatsApp template in one language: its status as Meta reports it, the approved text sent
 * outside the 24-hour window, the one in review or rejected (with Meta's reason), and "Enviar a
 * aprobación" while the saved text is not what Meta holds. A reminder's text is in its form beside
 * this; the code message's words are not on screen elsewhere, so a new text to submit is shown here.
 */
export function TemplateApproval({
  kind,
  language,
  version,
  dirty = false,
  firstName,
  onConflict,
}: TemplateApprovalProps) {
  const { t } = useTranslation('console', { keyPrefix: 'messages' });
  const alerts = useAlerts();
  const titleId = useId();
  const templates = useGetConsoleReminderTemplatesQuery();
  const [submit, submitting] = useSubmitConsoleReminderTemplateMutation();
  const languageName = t(`languages.${language}`);
  const template = templates.data?.templates.find((one) => one.kind === kind && one.language === language);

  async function sendForApproval() {
    if (dirty) return alerts.show({ tone: 'info', message: t('approval.saveFirst') });
    const result = await submit({ kind, language, version });
    if (result.data) {
      const tone = result.data.status === 'rejected' ? 'error' : 'success';
      const status = result.data.status === 'not_submitted' ? 'pending' : result.data.status;
      return alerts.show({ tone, message: t(`approval.submitted.${status}`, { language: languageName }) });
    }
    if (onConflict && editConflictOf(result.error)) return onConflict(result.error);
    const { code } = refusalOf(result.error);
    const message =
      code === WHATSAPP_UNAVAILABLE ? 'unavailable' : code === TEMPLATE_UNCHANGED ? 'unchanged' : 'failed';
    alerts.show({ tone: 'error', message: t(`approval.${message}`) });
  }

  function content(found: ReminderTemplate) {
    const { approved, latest } = found;
    return (
      <>
        {approved ? (
          <TemplateVersionText
            label={t('approval.inUse', { name: approved.name })}
            body={approved.body}
            lang={language}
          />
        ) : (
          <p>{t('approval.noneApproved', { name: firstName })}</p>
        )}
        {latest && latest.status !== 'approved' && (
          <TemplateVersionText
            label={t(`approval.latest.${latest.status}`, { name: latest.name })}
            body={latest.body}
            lang={language}
          />
        )}
        {latest?.reason && <p>{t('approval.reason', { reason: latest.reason })}</p>}
        {found.submittable && (
          <>
            {isReminderKind(kind) ? (
              <p>{t('approval.changed')}</p>
            ) : (
              <TemplateVersionText label={t('approval.changedWords')} body={found.body} lang={language} />
            )}
            <div>
              <Button
                type="button"
                variant="secondary"
                loading={submitting.isLoading}
                aria-label={t('approval.submitLabel', { language: languageName })}
                onClick={sendForApproval}
              >
                {t('approval.submit')}
              </Button>
            </div>
          </>
        )}
      </>
    );
  }

  return (
    <Panel aria-labelledby={titleId}>
      <h3 id={titleId}>
        {/* Two cards may be open at once: each region's name says whose template it is. */}
        {t(isReminderKind(kind) ? 'approval.title' : 'approval.codeTitle', { language: languageName })}
        {template && <Badge tone={TONES[template.status]}>{t(`approval.status.${template.status}`)}</Badge>}
      </h3>
      {template ? (
        content(template)
      ) : (
        <p role={templates.isError ? 'alert' : 'status'}>
          {templates.isError ? t('approval.error') : t('approval.loading')}
        </p>
      )}
    </Panel>
  );
}
