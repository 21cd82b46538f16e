import { useGetTeamQuery } from '@aula/api-client/console-team';
import { describeApiError } from '@aula/api-client/errors';
import { useAppSelector } from '@aula/api-client/hooks';
import { selectSessionUser } from '@aula/api-client/session';
import { ErrorState } from '@aula/ui-kit/error-state';
import { LoadingState } from '@aula/ui-kit/loading-state';
import { usePageTitle } from '@aula/ui-kit/page-title';
import { useTranslation } from 'react-i18next';
import { PlaceIntro, PlaceSection, PlaceTitle } from '../shell/screen-layout';
import { InvitationList } from './invitation-list';
import { InviteForm } from './invite-form';
import { MemberList } from './member-list';

/** The ally's team (`consola/equipo`): invite, members with their roles, pending invitations. Admins only. */
export function TeamScreen() {
  const { t } = useTranslation('console', { keyPrefix: 'team' });
  usePageTitle(t('title'));
  const me = useAppSelector(selectSessionUser);
  const { data, error, isLoading, isFetching, refetch } = useGetTeamQuery();
  const forbidden = error !== undefined && describeApiError(error).status === 403;
  return (
    <>
      <PlaceTitle>{t('title')}</PlaceTitle>
      <PlaceIntro>{t('intro')}</PlaceIntro>
      {isLoading ? (
        <LoadingState />
      ) : forbidden ? (
        <p>{t('adminsOnly')}</p>
      ) : error || !data ? (
        <ErrorState message={t('loadError')} onRetry={() => void refetch()} retrying={isFetching} />
      ) : (
        <>
          <PlaceSection aria-labelledby="team-invite">
            <h2 id="team-invite">{t('invite.title')}</h2>
            <InviteForm />
          </PlaceSection>
          <PlaceSection aria-labelledby="team-members">
            <h2 id="team-members">{t('members.title')}</h2>
            <MemberList members={data.members} myId={me?.id} />
          </PlaceSection>
          <PlaceSection aria-labelledby="team-invitations">
            <h2 id="team-invitations">{t('invitations.title')}</h2>
            <InvitationList invitations={data.invitations} />
          </PlaceSection>
        </>
      )}
    </>
  );
}
