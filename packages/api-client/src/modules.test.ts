import { describe, expect, it, vi } from 'vitest';
import { modulesApi } from './modules';
import { configureApiClient } from './settings';
import { setupStore } from './store';
import { setCookie } from './test/cookies';

describe('module endpoints', () => {
  it("lists the learner's modules from `results`, with counts", async () => {
    setCookie('token', 'mock-token-1');

    const { data } = await setupStore().dispatch(modulesApi.endpoints.getModules.initiate());

    expect(data?.map(({ id, lesson_count }) => [id, lesson_count])).toEqual([
      [11, 2],
      [12, 2],
    ]);
  });

  it('passes the module detail on whole, lessons included', async () => {
    setCookie('token', 'mock-token-1');

    const { data } = await setupStore().dispatch(modulesApi.endpoints.getModule.initiate(12));

    expect(data).toMatchObject({ id: 12, title: 'Ventas en línea', lessons: [{ id: 103 }, { id: 104 }] });
  });

  it('lists every module to staff and refuses a learner with 403, which sends them to sign in', async () => {
    const navigate = vi.fn();
    configureApiClient({ navigate });
    setCookie('country', 'mx');
    setCookie('ally_code', 'impulsa');
    setCookie('token', 'mock-token-3');
    const staff = await setupStore().dispatch(modulesApi.endpoints.getAdminModules.initiate());

    setCookie('token', 'mock-token-1');
    const learner = await setupStore().dispatch(modulesApi.endpoints.getAdminModules.initiate());

    expect(staff.data).toHaveLength(5);
    expect(learner.error).toMatchObject({ status: 403 });
    expect(navigate).toHaveBeenCalledExactlyOnceWith('/mx/impulsa/login');
  });
});
