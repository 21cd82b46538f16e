import type { LearnerDetail } from '@aula/contracts/console-learners';
import { allyPath } from '@aula/contracts/site-paths';
import { useAllySite } from '@aula/ui-kit/ally-site';
import { useContentLang } from '@aula/ui-kit/content-lang';
import { Link } from '@aula/ui-kit/link';
import { useDateFormat } from '@aula/ui-kit/use-date-format';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { DataTable } from '../charts/data-table';
import { useNumberFormat } from '../charts/use-number-format';

const Stacked = styled.span`
  display: grid;
  gap: 2px;

  span + span {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Certificates = styled.ul`
  margin: 0;
  padding-inline-start: 1.25rem;
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  overflow-wrap: anywhere;
`;

/** Every try of a knowledge check, newest first: which check, which try, the score and whether it passed. */
export function LearnerCheckAttempts({ attempts }: { attempts: LearnerDetail['checkAttempts'] }) {
  const { t } = useTranslation('console', { keyPrefix: 'insight.learners.learner' });
  const dates = useDateFormat();
  const format = useNumberFormat();
  const contentLang = useContentLang();
  if (attempts.length === 0) return <p>{t('noCheckAttempts')}</p>;
  return (
    <DataTable
      caption={t('checkAttemptsCaption')}
      rows={attempts}
      columns={[
        {
          key: 'check',
          label: t('checkAndLesson'),
          cell: (row) => (
            <Stacked {...contentLang}>
              <span>{row.checkTitle}</span>
              <span>{row.lessonTitle}</span>
            </Stacked>
          ),
        },
        { key: 'attempt', label: t('attempt'), numeric: true, format: format.count },
        { key: 'score', label: t('score'), numeric: true, format: (score) => format.percent(score / 100) },
        { key: 'passed', label: t('passed'), cell: (row) => (row.passed ? t('yes') : t('no')) },
        { key: 'submittedAt', label: t('submittedAt'), cell: (row) => dates.shortDay(row.submittedAt) },
      ]}
    />
  );
}

/** The certificates issued to the learner, each linking to its public page (where anyone verifies it). */
export function LearnerCertificates({ certificates }: { certificates: LearnerDetail['certificates'] }) {
  const { t } = useTranslation('console', { keyPrefix: 'insight.learners.learner' });
  const site = useAllySite();
  const dates = useDateFormat();
  const contentLang = useContentLang();
  if (certificates.length === 0) return <p>{t('noCertificates')}</p>;
  return (
    <Certificates>
      {certificates.map((certificate) => (
        <li key={certificate.id}>
          <span {...contentLang}>{certificate.moduleTitle}</span>{' '}
          {t('issuedOn', { day: dates.day(certificate.issuedAt) })}
          {certificate.revokedAt && <strong> {t('revokedOn', { day: dates.day(certificate.revokedAt) })}</strong>}{' '}
          <Link
            to={allyPath(site, 'certificate', { certificateId: certificate.id })}
            aria-label={t('verifyOf', { module: certificate.moduleTitle })}
          >
            {t('verify')}
          </Link>
        </li>
      ))}
    </Certificates>
  );
}
