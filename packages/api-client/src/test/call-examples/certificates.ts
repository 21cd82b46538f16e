import { certificateFixtures, MOCK_CERTIFICATE_IDS } from '@aula/mocks/fixtures/certificates';
import type { CallExamples } from './types';

const valid = certificateFixtures.find(({ id }) => id === MOCK_CERTIFICATE_IDS.valid);
if (!valid) throw new Error('the mock world needs a valid certificate');
const pasted = { credential: valid.credential };

/** María's certificates (impulsa), and checking her valid one by its page and pasted. */
export const certificateExamples: CallExamples = {
  'GET /api/certificates/': { endpoint: 'myCertificates', url: '/api/certificates/' },
  'GET /api/certificates/{id}/verification/': {
    endpoint: 'certificateVerification',
    args: valid.id,
    url: `/api/certificates/${valid.id}/verification/`,
  },
  'POST /api/certificates/verify/': {
    endpoint: 'verifyCredential',
    args: pasted,
    url: '/api/certificates/verify/',
    body: pasted,
  },
};
