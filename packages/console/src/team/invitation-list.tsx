import { useRevokeInvitationMutation } from '@aula/api-client/console-team';
import type { TeamInvitation } from '@aula/contracts/console-team';
import { Button } from '@aula/ui-kit/button';
import { useDateFormat } from '@aula/ui-kit/use-date-format';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Notice, Row, Rows, Who } from './member-list';

const Empty = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** Invitations not yet accepted nor expired, each to withdraw. */
export function InvitationList({ invitations }: { invitations: TeamInvitation[] }) {
  const { t } = useTranslation('console', { keyPrefix: 'team' });
  const date = useDateFormat();
  const [revoke] = useRevokeInvitationMutation();
  const [notice, setNotice] = useState<{ text: string; error: boolean }>();

  async function onRevoke(invitation: TeamInvitation) {
    const result = await revoke(invitation.id);
    setNotice(
      'error' in result
        ? { text: t('errors.failed'), error: true }
        : { text: t('invitations.revoked', { email: invitation.email }), error: false },
    );
  }

  return (
    <>
      <div role="status">{notice && <Notice $error={notice.error}>{notice.text}</Notice>}</div>
      {invitations.length === 0 ? (
        <Empty>{t('invitations.empty')}</Empty>
      ) : (
        <Rows>
          {invitations.map((invitation) => (
            <Row key={invitation.id}>
              <Who>
                <strong>{invitation.email}</strong>
                <span>
                  {t('invitations.detail', {
                    role: t(`roles.${invitation.role}`),
                    who: invitation.invited_by ?? t('invitations.someone'),
                    date: date.day(invitation.expires_at),
                  })}
                </span>
              </Who>
              <Button
                type="button"
                variant="ghost"
                aria-label={t('invitations.revokeLabel', { email: invitation.email })}
                onClick={() => void onRevoke(invitation)}
              >
                {t('invitations.revoke')}
              </Button>
            </Row>
          ))}
        </Rows>
      )}
    </>
  );
}
