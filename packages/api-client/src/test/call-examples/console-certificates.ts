import { MOCK_CERTIFICATE_IDS } from '@aula/mocks/fixtures/certificates';
import type { CallExamples } from './types';

const reason = { reason: 'Emitido por error' };

/** Impulsa's certificates as its admin lists them, and revoking María's valid one. */
export const consoleCertificateExamples: CallExamples = {
  'GET /api/console/certificates/': { endpoint: 'consoleCertificates', url: '/api/console/certificates/' },
  'POST /api/console/certificates/{id}/revoke/': {
    endpoint: 'revokeCertificate',
    args: { id: MOCK_CERTIFICATE_IDS.valid, body: reason },
    url: `/api/console/certificates/${MOCK_CERTIFICATE_IDS.valid}/revoke/`,
    body: reason,
  },
};
