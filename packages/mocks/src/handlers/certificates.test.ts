import { certificateVerification, learnerCertificatesResponse } from '@aula/contracts/certificates';
import { describe, expect, it } from 'vitest';
import { MOCK_CERTIFICATE_IDS, UNKNOWN_CERTIFICATE_ID } from '../fixtures/certificates';
import { demoUsers } from '../fixtures/users';
import { callMock } from '../test-client';

// The mock API's certificates: María's (user 1) list and file, and the verdicts anyone asks for.
// Bad input tried: another learner's file, an id no certificate has, text that is no credential,
// another ally's admin revoking.

const adminOf = (ally: string) =>
  demoUsers.find(({ user }) => user.access === 'ally_admin' && user.ally_code === ally)?.user.id;

describe('the mock API’s certificates', () => {
  it('lists the learner’s own, newest first, with their page and LinkedIn address', async () => {
    const { status, body } = await callMock('/api/certificates/', { as: 1 });
    expect(status).toBe(200);
    const { results } = learnerCertificatesResponse.parse(body);
    expect(results.map(({ id }) => id)).toEqual([MOCK_CERTIFICATE_IDS.valid, MOCK_CERTIFICATE_IDS.revoked]);
    expect(results[0]?.page_url).toMatch(new RegExp(`/mx/impulsa/certificados/${MOCK_CERTIFICATE_IDS.valid}$`));
    expect(results[1]?.revoked_at).not.toBeNull();
  });

  it('checks the downloaded file pasted as the certificate it holds, and anything else as forged', async () => {
    const file = await callMock(`/api/certificates/${MOCK_CERTIFICATE_IDS.valid}/credential/`, { as: 1 });
    expect(file.body).toMatchObject({ type: 'EnvelopedVerifiableCredential' });
    const pasted = await callMock('/api/certificates/verify/', {
      method: 'POST',
      body: { credential: JSON.stringify(file.body) },
    });
    expect(certificateVerification.parse(pasted.body)).toMatchObject({ state: 'valid' });
    const other = await callMock('/api/certificates/verify/', { method: 'POST', body: { credential: 'eyJ.x.y' } });
    expect(other.body).toEqual({ state: 'forged' });
    expect((await callMock(`/api/certificates/${MOCK_CERTIFICATE_IDS.valid}/pdf/`, { as: 2 })).status).toBe(404);
  });

  it('says an unknown certificate is not found, and a revocation shows on its page at once', async () => {
    expect((await callMock(`/api/certificates/${UNKNOWN_CERTIFICATE_ID}/verification/`)).status).toBe(404);
    const revoke = `/api/console/certificates/${MOCK_CERTIFICATE_IDS.valid}/revoke/`;
    const body = { reason: 'Emitido por error' };
    const foreign = await callMock(revoke, { method: 'POST', as: adminOf('crecer'), ally: 'crecer', body });
    expect(foreign.status).toBe(404);
    const revoked = await callMock(revoke, { method: 'POST', as: adminOf('impulsa'), ally: 'impulsa', body });
    expect(revoked.body).toMatchObject({ revoked_reason: 'Emitido por error' });
    const page = await callMock(`/api/certificates/${MOCK_CERTIFICATE_IDS.valid}/verification/`);
    expect(page.body).toMatchObject({ state: 'revoked', revoked_reason: 'Emitido por error' });
  });
});
