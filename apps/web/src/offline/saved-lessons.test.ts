import { lessonFixtures } from '@aula/mocks/fixtures/lessons';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lessonCacheName, listCacheName } from './offline-requests';
import { readSavedLessons, readSavedModuleIds, removeSavedLesson } from './saved-lessons';

const ORIGIN = 'http://127.0.0.1';

/** The part of CacheStorage the reader uses: caches of answers keyed by address, in the order stored. */
function fakeCaches() {
  const stores = new Map<string, Map<string, string>>();
  const storeOf = (name: string) => stores.get(name) ?? stores.set(name, new Map()).get(name) ?? new Map();
  const path = (url: string | Request) => new URL(typeof url === 'string' ? url : url.url, ORIGIN).pathname;
  vi.stubGlobal('caches', {
    open: async (name: string) => {
      const store = storeOf(name);
      return {
        keys: async () => [...store.keys()].map((key) => new Request(new URL(key, ORIGIN))),
        match: async (url: string | Request) => {
          const body = store.get(path(url));
          return body === undefined ? undefined : new Response(body);
        },
        delete: async (url: string | Request) => store.delete(path(url)),
      };
    },
  });
  return { put: (cache: string, url: string, body: unknown) => storeOf(cache).set(url, JSON.stringify(body)) };
}

const [first, second] = lessonFixtures.map((fixture) => fixture.detail);

describe('what this phone keeps for an ally', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('lists each lesson read, the last read first, with the space of its answers and its parts', async () => {
    if (!first || !second) throw new Error('the fixtures hold two lessons');
    const device = fakeCaches();
    device.put(lessonCacheName('impulsa'), `/api/lessons/${first.id}/`, first);
    device.put(lessonCacheName('impulsa'), `/api/lessons/${first.id}/parts/`, { results: [] });
    device.put(lessonCacheName('impulsa'), `/api/parts/${first.parts[0]?.id}/`, { body: 'x'.repeat(5000) });
    device.put(lessonCacheName('impulsa'), `/api/lessons/${second.id}/`, second);
    // Another ally's lesson is not this ally's (bad input: the wrong cache).
    device.put(lessonCacheName('crecer'), `/api/lessons/999/`, { ...first, id: 999 });
    // An answer of another shape (an older build's) is not offered as a lesson.
    device.put(lessonCacheName('impulsa'), '/api/lessons/12345/', { title: 'half a lesson' });

    const saved = await readSavedLessons('impulsa');
    expect(saved.map((entry) => entry.lesson.id)).toEqual([second.id, first.id]);
    const firstBytes = saved.find((entry) => entry.lesson.id === first.id)?.bytes ?? 0;
    expect(firstBytes).toBeGreaterThan(5000 + JSON.stringify(first).length);
  });

  it('forgets one lesson with its parts and leaves the others', async () => {
    if (!first || !second) throw new Error('the fixtures hold two lessons');
    const device = fakeCaches();
    const part = `/api/parts/${first.parts[0]?.id}/`;
    device.put(lessonCacheName('impulsa'), `/api/lessons/${first.id}/`, first);
    device.put(lessonCacheName('impulsa'), part, {});
    device.put(lessonCacheName('impulsa'), `/api/lessons/${second.id}/`, second);
    await removeSavedLesson('impulsa', first.id);
    expect((await readSavedLessons('impulsa')).map((entry) => entry.lesson.id)).toEqual([second.id]);
    expect(await (await caches.open(lessonCacheName('impulsa'))).match(part)).toBeUndefined();
  });

  it('knows the modules whose page was seen, not their lesson lists', async () => {
    const device = fakeCaches();
    device.put(listCacheName('impulsa'), '/api/lesson_modules/3/', {});
    device.put(listCacheName('impulsa'), '/api/lesson_modules/4/lessons/', {});
    device.put(listCacheName('impulsa'), '/api/lesson_modules/', {});
    expect([...(await readSavedModuleIds('impulsa'))]).toEqual([3]);
  });

  it('keeps nothing where the browser has no caches', async () => {
    expect(await readSavedLessons('impulsa')).toEqual([]);
    expect((await readSavedModuleIds('impulsa')).size).toBe(0);
  });
});
