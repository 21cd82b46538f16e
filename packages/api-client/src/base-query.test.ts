import { MISSING_PASSWORD_PLACEHOLDER } from '@aula/contracts/auth';
import { describe, expect, it, vi } from 'vitest';
import { createBaseQuery } from './base-query';
import { configureApiClient } from './settings';
import { fakeBaseQueryApi } from './test/base-query-api';
import { setCookie } from './test/cookies';
import { recordRequests } from './test/requests';

describe('createBaseQuery', () => {
  it('sends both the bearer and the anti-forgery header on a signed-in POST', async () => {
    setCookie('token', 'mock-token-1');
    setCookie('csrftoken', 'csrf-123');
    const requests = recordRequests();
    const body = { phone_number: '+525550000001', login_pin: '2026', password: MISSING_PASSWORD_PLACEHOLDER };

    await createBaseQuery()({ url: '/api/mx/login/', method: 'POST', body }, fakeBaseQueryApi(), {});

    expect(requests[0]?.headers.has('authorization')).toBe(false);
    expect(requests[0]?.credentials).toBe('include');
    expect(requests[0]?.headers.get('x-csrftoken')).toBe('csrf-123');
  });

  it('redirects a 401 that came through every step', async () => {
    const navigate = vi.fn();
    configureApiClient({ navigate });
    setCookie('country', 'co');
    setCookie('ally_code', 'crecer');

    await createBaseQuery()('/api/lessons/201/', fakeBaseQueryApi(), {});

    expect(navigate).toHaveBeenCalledExactlyOnceWith('/co/crecer/login');
  });
});
