import { usePrizeAccessQuery } from '@aula/api-client/achievements';
import { describeApiError } from '@aula/api-client/errors';
import type { WebinarAccess } from '@aula/contracts/achievements';
import { routeId } from '@aula/contracts/route-params';
import { allyPath } from '@aula/contracts/site-paths';
import { useAllySite } from '@aula/ui-kit/ally-site';
import { useContentLang } from '@aula/ui-kit/content-lang';
import { ExitClassDialog } from '@aula/ui-kit/dialog-presets';
import { EmptyState } from '@aula/ui-kit/empty-state';
import { ErrorState } from '@aula/ui-kit/error-state';
import { ButtonAnchor, ButtonLink, Link } from '@aula/ui-kit/link';
import { LoadingState } from '@aula/ui-kit/loading-state';
import { Page } from '@aula/ui-kit/page';
import { usePageTitle } from '@aula/ui-kit/page-title';
import { useDateFormat } from '@aula/ui-kit/use-date-format';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useBlocker, useParams } from 'react-router';
import styled from 'styled-components';
import { useAttendance } from './attendance';

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  margin-block: ${({ theme }) => theme.space.lg};
`;

/**
 * The room: the live session opens beside it; leaving before the server counts the attendance
 * (more than 30 minutes, spec section 8) asks first. "Salir de la clase" is a link to the
 * achievement (it leads there before the app runs too); once the app runs, the question stops it.
 */
function Room({
  webinar,
  achievementPath,
}: {
  webinar: WebinarAccess & { join_url: string };
  achievementPath: string;
}) {
  const { t } = useTranslation('achievements');
  const dates = useDateFormat();
  const content = useContentLang();
  const { minutes, counts, unrecorded } = useAttendance(webinar.id);
  // Any way out inside the site (a link, the back button) asks while attendance would not count.
  const blocker = useBlocker(({ currentLocation, nextLocation }) => {
    return !counts && currentLocation.pathname !== nextLocation.pathname;
  });

  // Closing or reloading the tab: the browser's own question is the only one allowed there.
  useEffect(() => {
    if (counts) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [counts]);

  return (
    <Page>
      <h1>{t('webinar.room')}</h1>
      <p>
        <strong {...content}>{webinar.title}</strong>
        <br />
        {t('webinar.when', { date: dates.moment(webinar.starts_at), minutes: webinar.duration_minutes })}
      </p>
      <p>{t('webinar.roomIntro')}</p>
      <p aria-live="polite">
        {t('webinar.elapsed', { minutes })} {counts ? t('webinar.attendanceOk') : t('webinar.attendancePending')}
      </p>
      {unrecorded ? <p role="alert">{t('webinar.attendanceUnrecorded')}</p> : null}
      <Actions>
        <ButtonAnchor href={webinar.join_url} target="_blank" rel="noopener noreferrer">
          {t('webinar.openSession')}
        </ButtonAnchor>
        <ButtonLink to={achievementPath} $variant="ghost">
          {t('webinar.leave')}
        </ButtonLink>
      </Actions>
      <ExitClassDialog
        open={blocker.state === 'blocked'}
        onStay={() => blocker.reset?.()}
        onLeave={() => blocker.proceed?.()}
      />
    </Page>
  );
}

/** The room's door shut (prize not earned, code not redeemed): why, and the way to the achievement. */
function RoomClosed({ message, achievementPath }: { message: string; achievementPath: string }) {
  const { t } = useTranslation('achievements');
  return (
    <Page>
      <h1>{t('webinar.room')}</h1>
      <EmptyState message={message} action={<Link to={achievementPath}>{t('webinar.toAchievement')}</Link>} />
    </Page>
  );
}

/** `/:country/:allyCode/seccion/logros/:achievementId/webinars/:webinarId`: a redeemed webinar's room. */
export function WebinarScreen() {
  const { t } = useTranslation('achievements');
  const site = useAllySite();
  const params = useParams();
  const achievementId = routeId(params.achievementId);
  const webinarId = routeId(params.webinarId);
  const access = usePrizeAccessQuery(achievementId ?? 0);
  usePageTitle(t('webinar.room'));
  const achievementPath = achievementId
    ? allyPath(site, 'achievement', { achievementId })
    : allyPath(site, 'achievements');
  const webinar = access.data?.webinar;
  // A known learner refused (403): the prize is not theirs yet, which is no error to retry.
  const notEarned = access.isError && describeApiError(access.error).code === 'not_earned';

  if (notEarned) return <RoomClosed message={t('webinar.notEarned')} achievementPath={achievementPath} />;
  if (access.isError && achievementId !== undefined) {
    return (
      <Page>
        <ErrorState message={t('detail.prizeError')} onRetry={() => access.refetch()} retrying={access.isFetching} />
      </Page>
    );
  }
  if (achievementId !== undefined && !access.data) {
    return (
      <Page>
        <LoadingState label={t('detail.prizeLoading')} />
      </Page>
    );
  }
  if (!webinar || webinar.id !== webinarId || !webinar.join_url) {
    return <RoomClosed message={t('webinar.notRedeemed')} achievementPath={achievementPath} />;
  }
  return <Room webinar={{ ...webinar, join_url: webinar.join_url }} achievementPath={achievementPath} />;
}
