import { certificateFixtures, MOCK_CERTIFICATE_IDS } from '@aula/mocks/fixtures/certificates';
import { useMswServer } from '@aula/testing/msw';
import { postToAction } from '@aula/testing/page-action';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { credentialCheckAction } from './credential-check-action';

// The certificate page's paste form posted to the server before the app runs, or without it.
// Bad input tried: an empty paste, one longer than the contract allows, text that is no
// credential, a form the page has not; the API out of reach.

const server = useMswServer();

type Answer = {
  data: {
    form: string | null;
    values?: { credential: string };
    result?: { state: string; certificate?: { learner_name: string }; revoked_reason?: string };
    refusal?: { code: string };
  };
  init: { status?: number } | null;
};

const PAGE = `/mx/impulsa/certificados/${MOCK_CERTIFICATE_IDS.valid}`;
const credentialOf = (id: string) => certificateFixtures.find((one) => one.id === id)?.credential ?? '';

async function post(fields: Record<string, string>) {
  const params = { country: 'mx', allyCode: 'impulsa', certificateId: MOCK_CERTIFICATE_IDS.valid };
  const { answer } = await postToAction(credentialCheckAction, PAGE, params, fields);
  return answer as unknown as Answer;
}

const check = (credential: string) => post({ _form: 'comprobar-credencial', credential });
const statusOf = (answer: Answer) => answer.init?.status ?? 200;

function verifyCalls(): number[] {
  const calls: number[] = [];
  server.events.on('request:start', ({ request }) => {
    if (request.url.includes('/api/certificates/verify/')) calls.push(calls.length + 1);
  });
  return calls;
}

describe('credentialCheckAction', () => {
  it('answers a valid credential with its verdict, drawing back the text sent', async () => {
    const credential = credentialOf(MOCK_CERTIFICATE_IDS.valid);
    const answer = await check(credential);
    expect(statusOf(answer)).toBe(200);
    expect(answer.data).toMatchObject({
      form: 'comprobar-credencial',
      values: { credential },
      result: { state: 'valid', certificate: { learner_name: 'María Demo' } },
    });
  });

  it('reads the credential file as downloaded (its JSON), and says when it was revoked', async () => {
    const file = JSON.stringify({
      '@context': ['https://www.w3.org/ns/credentials/v2'],
      id: `data:application/vc+jwt,${credentialOf(MOCK_CERTIFICATE_IDS.revoked)}`,
      type: 'EnvelopedVerifiableCredential',
    });
    const answer = await check(file);
    expect(answer.data.result).toMatchObject({ state: 'revoked', revoked_reason: 'Emitido por error' });
  });

  it('answers text that is no credential as not authentic, saying nothing else', async () => {
    const answer = await check('esto no es una credencial');
    expect(statusOf(answer)).toBe(200);
    expect(answer.data.result).toEqual({ state: 'forged' });
  });

  it('refuses an empty paste, or one too long, by the contract’s rules, asking the API nothing', async () => {
    const calls = verifyCalls();
    for (const credential of ['   ', 'x'.repeat(20_001)]) {
      const answer = await check(credential);
      expect(statusOf(answer)).toBe(400);
      expect(answer.data).toEqual({ form: 'comprobar-credencial', values: { credential } });
    }
    expect(calls).toEqual([]);
  });

  it('says the API could not be reached, so the page offers the form again', async () => {
    server.use(http.post('*/api/certificates/verify/', () => HttpResponse.error()));
    const answer = await check(credentialOf(MOCK_CERTIFICATE_IDS.valid));
    expect(statusOf(answer)).toBe(400);
    expect(answer.data.refusal?.code).toBe('network');
    expect(answer.data.result).toBeUndefined();
  });

  it('refuses a form the page does not have', async () => {
    const answer = await post({ _form: 'shipping', credential: 'x' });
    expect(statusOf(answer)).toBe(400);
    expect(answer.data.form).toBeNull();
  });
});
