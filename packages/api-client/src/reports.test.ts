import { describe, expect, it } from 'vitest';
import { reportFileNameOf, reportsApi } from './reports';
import { configureApiClient } from './settings';
import { setupStore } from './store';
import { setCookie } from './test/cookies';
import { recordRequests } from './test/requests';

const reportPath = '/reports/business/?token=2.7.tabcde.c2lnbmVk';

describe('business report', () => {
  it('GETs the signed link on the reports service of the configuration and yields the PDF with its name', async () => {
    configureApiClient({ reportsBaseUrl: 'https://reports.aula.example/' });
    const requests = recordRequests();

    const { data } = await setupStore().dispatch(reportsApi.endpoints.getBusinessReport.initiate(reportPath));

    const url = new URL(requests[0]?.url ?? '');
    expect(`${url.origin}${url.pathname}`).toBe('https://reports.aula.example/reports/business/');
    expect(Object.fromEntries(url.searchParams)).toEqual({ token: '2.7.tabcde.c2lnbmVk' });
    expect(Object.prototype.toString.call(data?.blob)).toBe('[object Blob]');
    expect(data?.blob.type).toBe('application/pdf');
    expect(await data?.blob.text()).toMatch(/^%PDF-/);
    expect(data?.fileName).toBe('reporte-abarrotes-don-jose.pdf');
  });

  it('sends neither the bearer token nor the anti-forgery header to a foreign reports origin', async () => {
    configureApiClient({ reportsBaseUrl: 'https://reports.aula.example' });
    setCookie('token', 'mock-token-1');
    setCookie('csrftoken', 'csrf-123');
    const requests = recordRequests();

    await setupStore().dispatch(reportsApi.endpoints.getBusinessReport.initiate(reportPath));

    expect(requests[0]?.headers.has('authorization')).toBe(false);
    expect(requests[0]?.headers.has('x-csrftoken')).toBe(false);
  });

  it('defaults to the page origin, where the embedded API serves the reports', async () => {
    const requests = recordRequests();

    await setupStore().dispatch(reportsApi.endpoints.getBusinessReport.initiate(reportPath));

    expect(new URL(requests[0]?.url ?? '').origin).toBe(globalThis.location.origin);
  });
});

describe('reportFileNameOf', () => {
  it("keeps the server's plain file name and falls back for a missing, quoted-path or odd one", () => {
    expect(reportFileNameOf('inline; filename="reporte-pan.pdf"')).toBe('reporte-pan.pdf');
    expect(reportFileNameOf(null)).toBe('reporte-negocio.pdf');
    expect(reportFileNameOf('inline; filename="../../x.pdf"')).toBe('reporte-negocio.pdf');
    expect(reportFileNameOf('inline; filename="a b;.exe"')).toBe('reporte-negocio.pdf');
  });
});
