import { useGetWebinarAttendanceQuery } from '@aula/api-client/achievements';
import type { WebinarAccess } from '@aula/contracts/achievements';
import { allyPath } from '@aula/contracts/site-paths';
import { useAllySite } from '@aula/ui-kit/ally-site';
import { useContentLang } from '@aula/ui-kit/content-lang';
import { ButtonLink } from '@aula/ui-kit/link';
import { useDateFormat } from '@aula/ui-kit/use-date-format';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import styled from 'styled-components';
import { REDEEMED_PARAM } from './achievement-forms';
import { RedeemCodeForm } from './redeem-code-form';

const Given = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0 0 ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border: 2px dashed ${({ theme }) => theme.colors.primary};
  border-radius: ${({ theme }) => theme.radii.md};
  max-width: 28rem;

  p {
    margin: 0;
  }

  code {
    font-size: ${({ theme }) => theme.fontSizes.lg};
    font-weight: 700;
    letter-spacing: 0.08em;
  }
`;

/** The code the ally sent this learner ("Enviar códigos" in its console): shown here too, in case the message is lost. */
function GivenCode({ code }: { code: string }) {
  const { t } = useTranslation('achievements');
  return (
    <Given>
      <p>
        {t('webinar.yourCode')}: <code>{code}</code>
      </p>
      <p>{t('webinar.yourCodeHint')}</p>
    </Given>
  );
}

/**
 * A webinar prize: when it is, then the code form, or the way into the session once redeemed with
 * the minutes the server recorded there (spec section 8: it counts after more than 30). The
 * confirmation of a redeemed code is said here: the form gives way to the join link as soon as the
 * prize is read again, and its words would go with it. A code redeemed by a post to the page (the
 * app had not started) comes back with `?canjeado=1`, said the same way, shown without the app too.
 * A code the ally sent the learner is shown above the form and fills it in.
 */
export function WebinarPrize({ achievementId, webinar }: { achievementId: number; webinar: WebinarAccess }) {
  const { t } = useTranslation('achievements');
  const dates = useDateFormat();
  const [searchParams] = useSearchParams();
  const postedRedeem = searchParams.has(REDEEMED_PARAM) && webinar.join_url !== null;
  const [redeemed, setRedeemed] = useState(postedRedeem);
  const site = useAllySite();
  const content = useContentLang();
  // The prize is read once a visit; the room's reports refresh this record, so it is read apart.
  const recorded = useGetWebinarAttendanceQuery(webinar.id, { skip: !webinar.join_url });
  const attendance = recorded.data ?? webinar.attendance;
  return (
    <>
      <p>
        <strong {...content}>{webinar.title}</strong>
        <br />
        {t('webinar.when', { date: dates.moment(webinar.starts_at), minutes: webinar.duration_minutes })}
      </p>
      <p role="status" data-without-app={postedRedeem ? '' : undefined}>
        {redeemed ? t('webinar.redeemed') : ''}
      </p>
      {webinar.join_url ? (
        <>
          <p>
            {attendance.counts
              ? t('webinar.attendanceRecorded', { minutes: attendance.attended_minutes })
              : t('webinar.attendanceSoFar', { minutes: attendance.attended_minutes })}
          </p>
          <ButtonLink to={allyPath(site, 'webinar', { achievementId, webinarId: webinar.id })}>
            {t('webinar.join')}
          </ButtonLink>
        </>
      ) : (
        <>
          {webinar.code && <GivenCode code={webinar.code} />}
          <RedeemCodeForm
            achievementId={achievementId}
            webinarId={webinar.id}
            givenCode={webinar.code ?? undefined}
            onRedeemed={() => setRedeemed(true)}
          />
        </>
      )}
    </>
  );
}
