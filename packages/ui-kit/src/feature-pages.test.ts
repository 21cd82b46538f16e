import { describe, expect, it, vi } from 'vitest';
import { lazyMessages } from './feature-pages';

describe('lazyMessages', () => {
  it('fetches each language only when asked, from its own module', async () => {
    const es = vi.fn(async () => ({ es: { title: 'Hola' } }));
    const en = vi.fn(async () => ({ en: { title: 'Hello' } }));
    const catalog = lazyMessages('blog', es, en);
    expect(catalog.namespace).toBe('blog');
    await expect(catalog.en()).resolves.toEqual({ title: 'Hello' });
    expect(es).not.toHaveBeenCalled();
    expect(en).toHaveBeenCalledOnce();
  });
});
