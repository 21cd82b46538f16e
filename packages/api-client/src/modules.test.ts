import { lessonModules } from '@aula/mocks/fixtures/modules';
import { describe, expect, it, vi } from 'vitest';
import { modulesApi } from './modules';
import { configureApiClient } from './settings';
import { setupStore } from './store';
import { setCookie } from './test/cookies';
import { closingLesson, financesModule, finishedLesson, offerLesson, salesModule } from './test/demo';

describe('module endpoints', () => {
  it("lists the learner's modules from `results`, with counts", async () => {
    setCookie('token', 'mock-token-1');

    const { data } = await setupStore().dispatch(modulesApi.endpoints.getModules.initiate());

    // Impulsa in Mexico: its two modules for every country, not the Colombian one.
    expect(data?.map(({ id, lesson_count }) => [id, lesson_count])).toEqual([
      [salesModule.id, 3],
      [financesModule.id, 3],
    ]);
  });

  it('passes the module detail on whole, lessons included', async () => {
    setCookie('token', 'mock-token-1');

    const { data } = await setupStore().dispatch(modulesApi.endpoints.getModule.initiate(salesModule.id));

    expect(data).toMatchObject({
      id: salesModule.id,
      title: salesModule.title,
      lessons: [{ id: finishedLesson.id }, { id: offerLesson.id }, { id: closingLesson.id }],
    });
  });

  it('lists every module to staff and refuses a learner with 403, which leaves them where they are', async () => {
    const navigate = vi.fn();
    configureApiClient({ navigate });
    setCookie('country', 'mx');
    setCookie('ally_code', 'impulsa');
    setCookie('token', 'mock-token-3');
    const staff = await setupStore().dispatch(modulesApi.endpoints.getAdminModules.initiate());

    setCookie('token', 'mock-token-1');
    const learner = await setupStore().dispatch(modulesApi.endpoints.getAdminModules.initiate());

    expect(staff.data).toHaveLength(lessonModules.length);
    expect(learner.error).toMatchObject({ status: 403 });
    expect(navigate).not.toHaveBeenCalled();
  });
});
