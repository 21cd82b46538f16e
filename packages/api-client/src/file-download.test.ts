import { demoUsers, mockTokenFor } from '@aula/mocks/fixtures/users';
import { server } from '@aula/mocks/node';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { describeApiError } from './errors';
import { downloadFile } from './file-download';
import { configureApiClient } from './settings';
import { setCookie } from './test/cookies';
import { recordRequests, requestLines } from './test/requests';

/** The session cookie of the mock world's editor of `ally`, which the mock API reads under x-aula-ally. */
function signInEditorOf(ally: string) {
  const editor = demoUsers.find(({ user }) => user.access === 'ally_editor' && user.ally_code === ally)?.user;
  if (!editor) throw new Error(`no editor of ${ally}`);
  setCookie(`token.${ally}`, mockTokenFor(editor));
}

describe('downloadFile', () => {
  it("sends the cookie and the ally's header, leaves empty filters out, and returns the file under the server's name", async () => {
    signInEditorOf('impulsa');
    const requests = recordRequests();
    const progress: number[] = [];
    const file = await downloadFile('/api/console/insight/overview.csv', {
      allyCode: 'impulsa',
      query: { from: '2026-03-01', to: '2026-03-31', country: '', businessType: undefined },
      onProgress: (received) => progress.push(received),
    });
    expect(requestLines(requests)).toEqual(['GET /api/console/insight/overview.csv?from=2026-03-01&to=2026-03-31']);
    expect(requests[0]?.headers.get('x-aula-ally')).toBe('impulsa');
    expect(requests[0]?.credentials).toBe('include');
    expect(file.fileName).toBe('resumen.csv');
    expect(file.blob.type).toContain('text/csv');
    expect(progress.at(-1)).toBe(file.blob.size);
    expect(file.blob.size).toBeGreaterThan(0);
  });

  it('reaches an API on another origin when one is configured', async () => {
    configureApiClient({ baseUrl: 'https://api.example.com/' });
    const requests = recordRequests();
    server.use(http.get('https://api.example.com/api/console/insight/survey.csv', () => new HttpResponse('a\r\n')));
    const file = await downloadFile('/api/console/insight/survey.csv', { allyCode: 'crecer' });
    expect(requests[0]?.url).toBe('https://api.example.com/api/console/insight/survey.csv');
    // No content-disposition: the path's last part names it.
    expect(file.fileName).toBe('survey.csv');
  });

  it("fails with the API's refusal (400 on a field) in the shape describeApiError reads", async () => {
    signInEditorOf('crecer');
    const refusal = await downloadFile('/api/console/insight/survey.csv', {
      allyCode: 'crecer',
      query: { country: 'pe' },
    }).catch((error: unknown) => error);
    expect(describeApiError(refusal)).toMatchObject({ status: 400, fields: [{ field: 'country' }] });
  });

  it('fails as a network error when the connection is lost, and as a 401 without a session', async () => {
    server.use(http.get('*/api/console/insight/funnel.xlsx', () => HttpResponse.error()));
    const lost = await downloadFile('/api/console/insight/funnel.xlsx', { allyCode: 'impulsa' }).catch(
      (error: unknown) => error,
    );
    expect(describeApiError(lost).code).toBe('network');
    const signedOut = await downloadFile('/api/console/insight/overview.xlsx', { allyCode: 'impulsa' }).catch(
      (error: unknown) => error,
    );
    expect(describeApiError(signedOut).status).toBe(401);
  });
});
