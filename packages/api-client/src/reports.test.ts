import { describe, expect, it } from 'vitest';
import { reportsApi } from './reports';
import { configureApiClient } from './settings';
import { setupStore } from './store';
import { setCookie } from './test/cookies';
import { recordRequests } from './test/requests';

const report = {
  lat: 19.35,
  lng: -99.16,
  user_id: 1,
  business_name: 'Pasteles Ana',
  business_type: 'Restaurante',
  key: 'reports-key-0123456789',
};

describe('business report', () => {
  it('GETs the reports service of the configuration and yields the PDF as a Blob', async () => {
    configureApiClient({ reportsBaseUrl: 'https://reports.aula.example/' });
    const requests = recordRequests();

    const { data } = await setupStore().dispatch(reportsApi.endpoints.getBusinessReport.initiate(report));

    const url = new URL(requests[0]?.url ?? '');
    expect(`${url.origin}${url.pathname}`).toBe('https://reports.aula.example/reports/business/');
    expect(Object.fromEntries(url.searchParams)).toMatchObject({ business_name: 'Pasteles Ana', user_id: '1' });
    expect(Object.prototype.toString.call(data)).toBe('[object Blob]');
    expect(data?.type).toBe('application/pdf');
    expect(await data?.text()).toMatch(/^%PDF-/);
  });

  it('sends neither the bearer token nor the anti-forgery header to a foreign reports origin', async () => {
    configureApiClient({ reportsBaseUrl: 'https://reports.aula.example' });
    setCookie('token', 'mock-token-1');
    setCookie('csrftoken', 'csrf-123');
    const requests = recordRequests();

    await setupStore().dispatch(reportsApi.endpoints.getBusinessReport.initiate(report));

    expect(requests[0]?.headers.has('authorization')).toBe(false);
    expect(requests[0]?.headers.has('x-csrftoken')).toBe(false);
  });

  it('defaults to the page origin, where the embedded API serves the reports', async () => {
    const requests = recordRequests();

    await setupStore().dispatch(reportsApi.endpoints.getBusinessReport.initiate(report));

    expect(new URL(requests[0]?.url ?? '').origin).toBe(globalThis.location.origin);
  });
});
