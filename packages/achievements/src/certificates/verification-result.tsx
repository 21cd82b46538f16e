import type { CertificateVerification } from '@aula/contracts/certificates';
import { CircleAlert, CircleCheck, CircleX, ICON_SIZE, type LucideIcon, Search } from '@aula/ui-kit/icons';
import { useDateFormat } from '@aula/ui-kit/use-date-format';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';

/** What a check found, or that the address names no certificate. */
export type VerificationOutcome = CertificateVerification['state'] | 'notFound';

type Tone = 'success' | 'danger' | 'textMuted';

const LOOKS: Record<VerificationOutcome, { icon: LucideIcon; tone: Tone }> = {
  valid: { icon: CircleCheck, tone: 'success' },
  revoked: { icon: CircleAlert, tone: 'danger' },
  forged: { icon: CircleX, tone: 'danger' },
  notFound: { icon: Search, tone: 'textMuted' },
};

// The word and its icon carry the verdict; the colour only repeats it.
const Box = styled.div<{ $tone: Tone }>`
  margin: 0 0 ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.md};
  border: 2px solid ${({ theme, $tone }) => theme.colors[$tone]};
  border-left-width: 8px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  overflow-wrap: anywhere;

  p {
    margin: ${({ theme }) => theme.space.xs} 0 0;
  }
`;

const Verdict = styled.p<{ $tone: Tone }>`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  /* Beats the box's own rule for paragraphs: the verdict opens the box. */
  && {
    margin: 0;
  }
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: 700;

  svg {
    flex: none;
    color: ${({ theme, $tone }) => theme.colors[$tone]};
  }
`;

const Muted = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** The verdict's first line: its icon and its words. A heading where the page needs one. */
function VerdictLine({ outcome, as }: { outcome: VerificationOutcome; as?: 'h2' | 'h3' }) {
  const { t } = useTranslation('achievements', { keyPrefix: 'verification' });
  const { icon: Icon, tone } = LOOKS[outcome];
  return (
    <Verdict as={as} $tone={tone}>
      <Icon size={ICON_SIZE.lg} />
      {t(outcome)}
    </Verdict>
  );
}

/**
 * A certificate's verdict, by its page or pasted: valid, revoked (when and why) or not authentic (a
 * forged credential's words are nobody's, so nothing of them is repeated); or no such certificate.
 * For a real one: who completed what, when, issued by whom, and what was checked.
 */
export function VerificationResult({
  verification,
  headingLevel,
}: {
  verification: CertificateVerification | null;
  headingLevel: 'h2' | 'h3';
}) {
  const { t } = useTranslation('achievements', { keyPrefix: 'verification' });
  const dates = useDateFormat();
  const outcome: VerificationOutcome = verification?.state ?? 'notFound';
  const { tone } = LOOKS[outcome];
  if (!verification || verification.state === 'forged') {
    return (
      <Box $tone={tone}>
        <VerdictLine outcome={outcome} as={headingLevel} />
        {!verification && <p>{t('notFoundHint')}</p>}
      </Box>
    );
  }
  const { certificate } = verification;
  return (
    <Box $tone={tone}>
      <VerdictLine outcome={outcome} as={headingLevel} />
      {verification.state === 'revoked' && (
        <p>
          <strong>
            {t('revokedOn', { date: dates.day(verification.revoked_at), reason: verification.revoked_reason })}
          </strong>
        </p>
      )}
      <p>{t('earned', { learner: certificate.learner_name, achievement: certificate.achievement_name })}</p>
      <p>{t('issued', { date: dates.day(certificate.issued_at), issuer: certificate.issuer_name })}</p>
      <Muted>{t('checked', { ally: certificate.issuer_name })}</Muted>
    </Box>
  );
}
