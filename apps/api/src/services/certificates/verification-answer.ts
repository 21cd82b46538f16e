import type { CertificateVerification } from '@aula/contracts/certificates';
import type { Verification } from './verify';

/** A verification as the API answers it (`certificateVerification`). */
export function answerOf(verification: Verification): CertificateVerification {
  if (verification.state === 'forged') return { state: 'forged' };
  const { reading } = verification;
  const certificate = {
    id: reading.certificateId,
    learner_name: reading.learnerName,
    achievement_name: reading.achievementName,
    issuer_name: reading.issuerName,
    issued_at: reading.issuedAt,
  };
  if (verification.state === 'valid') return { state: 'valid', certificate };
  return {
    state: 'revoked',
    certificate,
    revoked_at: verification.revokedAt.toISOString(),
    revoked_reason: verification.reason,
  };
}
