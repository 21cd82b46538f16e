import type { ConsoleCertificate } from '@aula/contracts/certificates';
import { certificateEndpoints } from '@aula/contracts/endpoints/certificates';
import { type CertificateFixture, moduleTitleOf, pageUrlOf } from '../fixtures/certificates';
import { mockCertificates } from './certificates';
import { handle } from './declared';
import { notFound } from './responses';

// The ally's certificates for its admins, and revoking one with a reason, as the API answers them:
// a revocation reaches the verification page and the learner's list at once (one mock world).

function rowOf(fixture: CertificateFixture): ConsoleCertificate {
  return {
    id: fixture.id,
    learner: { id: fixture.userId, name: fixture.learnerName },
    module: { id: fixture.moduleId, title: moduleTitleOf(fixture) },
    issued_at: fixture.issuedAt,
    revoked_at: fixture.revokedAt,
    revoked_reason: fixture.revokedReason,
    page_url: pageUrlOf(fixture),
  };
}

export const consoleCertificateHandlers = [
  handle(certificateEndpoints.consoleCertificates, ({ consoleAlly }) => ({
    results: mockCertificates()
      .filter((one) => one.allyCode === consoleAlly.code)
      .sort((a, b) => b.issuedAt.localeCompare(a.issuedAt))
      .map(rowOf),
  })),

  // Revoking again keeps the first date and reason; another ally's certificate is not found.
  handle(certificateEndpoints.revokeCertificate, ({ params, body, consoleAlly }) => {
    const found = mockCertificates().find((one) => one.id === params.id && one.allyCode === consoleAlly.code);
    if (!found) return notFound('No such certificate of this ally');
    if (!found.revokedAt) {
      found.revokedAt = new Date().toISOString();
      found.revokedReason = body.reason;
    }
    return rowOf(found);
  }),
];
