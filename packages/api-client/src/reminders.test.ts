import { describe, expect, it } from 'vitest';
import { remindersApi } from './reminders';
import { setupStore } from './store';
import { setCookie } from './test/cookies';
import { recordRequests, requestLines } from './test/requests';

describe('reminder preferences endpoints', () => {
  it('a save replaces the cached preferences with its answer, without asking for them again', async () => {
    setCookie('token', 'mock-token-1');
    const store = setupStore();
    const loaded = store.dispatch(remindersApi.endpoints.reminderPreferences.initiate());
    expect((await loaded).data?.optedIn).toBe(false);
    const requests = recordRequests();
    const before = (await loaded).data;
    if (!before) throw new Error('no preferences');
    const { consent: _consent, history: _history, reachableBy: _reachableBy, ...choice } = before;
    const saved = await store.dispatch(
      remindersApi.endpoints.saveReminderPreferences.initiate({ ...choice, optedIn: true }),
    );
    expect(saved.error).toBeUndefined();
    const cached = () => remindersApi.endpoints.reminderPreferences.select()(store.getState()).data;
    await expect.poll(() => cached()?.optedIn).toBe(true);
    expect(cached()?.consent?.source).toBe('settings');
    expect(requestLines(requests)).toEqual(['PUT /api/account/reminders/']);
    loaded.unsubscribe();
  });
});
