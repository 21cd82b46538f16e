import { useChangeMemberRoleMutation, useRemoveTeamMemberMutation } from '@aula/api-client/console-team';
import { describeApiError } from '@aula/api-client/errors';
import type { TeamRole } from '@aula/contracts/console';
import { LAST_ADMIN, type TeamMember } from '@aula/contracts/console-team';
import { Button } from '@aula/ui-kit/button';
import { ConfirmDialog } from '@aula/ui-kit/confirm-dialog';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { RoleSelect } from './role-select';

export const Rows = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const Row = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
`;

export const Who = styled.div`
  display: flex;
  flex-direction: column;
  flex: 1 1 14rem;
  min-width: 0;
  overflow-wrap: anywhere;

  span {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

export const Notice = styled.p<{ $error?: boolean }>`
  margin: 0;
  font-weight: 700;
  color: ${({ theme, $error }) => ($error ? theme.colors.danger : theme.colors.success)};
`;

/** The ally's members, each with their role to change and a way to remove them (asked first). */
export function MemberList({ members, myId }: { members: TeamMember[]; myId: number | undefined }) {
  const { t } = useTranslation('console', { keyPrefix: 'team' });
  const [changeRole] = useChangeMemberRoleMutation();
  const [remove, { isLoading: removing }] = useRemoveTeamMemberMutation();
  const [asking, setAsking] = useState<TeamMember>();
  const [notice, setNotice] = useState<{ text: string; error: boolean }>();

  const failed = (error: unknown) =>
    setNotice({
      text: describeApiError(error).code === LAST_ADMIN ? t('errors.lastAdmin') : t('errors.failed'),
      error: true,
    });

  async function onRole(member: TeamMember, role: TeamRole) {
    const result = await changeRole({ id: member.id, role });
    if ('error' in result) return failed(result.error);
    setNotice({ text: t('members.roleChanged', { name: member.name, role: t(`roles.${role}`) }), error: false });
  }

  async function onRemove(member: TeamMember) {
    const result = await remove(member.id);
    setAsking(undefined);
    if ('error' in result) return failed(result.error);
    setNotice({ text: t('members.removed', { name: member.name }), error: false });
  }

  return (
    <>
      <div role="status">{notice && <Notice $error={notice.error}>{notice.text}</Notice>}</div>
      <Rows>
        {members.map((member) => (
          <Row key={member.id}>
            <Who>
              <strong>{member.id === myId ? t('members.you', { name: member.name }) : member.name}</strong>
              <span>{member.email}</span>
            </Who>
            <RoleSelect
              aria-label={t('members.roleOf', { name: member.name })}
              value={member.role}
              onChange={(event) => void onRole(member, event.target.value as TeamRole)}
            />
            <Button
              type="button"
              variant="ghost"
              aria-label={t('members.removeLabel', { name: member.name })}
              onClick={() => setAsking(member)}
            >
              {t('members.remove')}
            </Button>
          </Row>
        ))}
      </Rows>
      <ConfirmDialog
        open={asking !== undefined}
        title={t('members.confirmTitle', { name: asking?.name ?? '' })}
        message={t('members.confirmText')}
        confirmLabel={t('members.confirm')}
        cancelLabel={t('members.cancel')}
        onConfirm={() => asking && !removing && void onRemove(asking)}
        onCancel={() => setAsking(undefined)}
      />
    </>
  );
}
