import { describe, expect, it, vi } from 'vitest';
import { fetchFromApi } from './base-query/fetch-from-api';
import { configureApiClient, getApiSettings } from './settings';
import { fakeBaseQueryApi } from './test/base-query-api';
import { recordRequests } from './test/requests';

describe('api client settings', () => {
  it('defaults the base, front-end and reports urls to the page origin', () => {
    const { baseUrl, frontendBaseUrl, reportsBaseUrl } = getApiSettings();
    expect([baseUrl, frontendBaseUrl, reportsBaseUrl]).toEqual(Array(3).fill(globalThis.location.origin));
  });

  it('keeps earlier settings when configuring another key, and restores a default given undefined', () => {
    const navigate = vi.fn();
    configureApiClient({ baseUrl: 'https://api.aula.example' });
    configureApiClient({ navigate });
    expect(getApiSettings()).toMatchObject({ baseUrl: 'https://api.aula.example', navigate });

    configureApiClient({ baseUrl: undefined });
    expect(getApiSettings().baseUrl).toBe(globalThis.location.origin);
  });

  it('sends requests to a base url configured after the base query was built', async () => {
    const requests = recordRequests();
    configureApiClient({ baseUrl: 'https://api.aula.example/' });

    await fetchFromApi('/api/catalogs/countries/', fakeBaseQueryApi(), {});

    expect(requests[0]?.url).toBe('https://api.aula.example/api/catalogs/countries/');
  });
});
