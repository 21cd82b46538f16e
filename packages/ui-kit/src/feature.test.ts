import { describe, expect, it, vi } from 'vitest';
import { lazyMessages, screenRoute, withVisitorScreen } from './feature';

describe('screenRoute', () => {
  it('loads its screen only when the route is first visited', async () => {
    const Screen = () => null;
    const load = vi.fn(async () => Screen);
    const route = screenRoute('seccion/modulos', load);
    expect(route.path).toBe('seccion/modulos');
    expect(load).not.toHaveBeenCalled();
    expect(typeof route.lazy).toBe('function');
    await expect((route.lazy as () => Promise<unknown>)()).resolves.toEqual({ Component: Screen });
    expect(load).toHaveBeenCalledOnce();
  });

  it('names the screen to prefetch next in its handle, and has no handle without one', () => {
    const next = async () => ({});
    expect(screenRoute('seccion', async () => () => null, next).handle).toEqual({ prefetch: next });
    expect(screenRoute('blog', async () => () => null)).not.toHaveProperty('handle');
  });
});

describe('lazyMessages', () => {
  it('fetches each language only when asked, from its own module', async () => {
    const es = vi.fn(async () => ({ es: { title: 'Hola' } }));
    const en = vi.fn(async () => ({ en: { title: 'Hello' } }));
    const catalog = lazyMessages('blog', es, en);
    expect(catalog.namespace).toBe('blog');
    await expect(catalog.en()).resolves.toEqual({ title: 'Hello' });
    expect(es).not.toHaveBeenCalled();
    await expect(catalog.es()).resolves.toEqual({ title: 'Hola' });
  });
});

describe('withVisitorScreen', () => {
  it('loads the visitor’s screen with the learner’s and hands it over in the handle, next to the prefetch', async () => {
    const Screen = () => null;
    const Preview = () => null;
    const next = async () => ({});
    const load = vi.fn(async () => Preview);
    const route = withVisitorScreen(
      screenRoute('seccion/lecciones/:lessonId', async () => Screen, next),
      load,
    );
    expect(route.path).toBe('seccion/lecciones/:lessonId');
    // A static handle beside a lazy one would be ignored by the router.
    expect(route).not.toHaveProperty('handle');
    expect(load).not.toHaveBeenCalled();
    await expect((route.lazy as () => Promise<unknown>)()).resolves.toEqual({
      Component: Screen,
      handle: { prefetch: next, visitorScreen: Preview },
    });
  });

  it('refuses a route without a lazy screen (a mistake when mounting it)', () => {
    expect(() => withVisitorScreen({ path: 'seccion' }, async () => () => null)).toThrow(/no lazy screen/);
  });
});
