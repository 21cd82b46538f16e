// @vitest-environment node
import { join } from 'node:path';
import { EARLY_TAP_SCRIPT } from '@aula/contracts/early-tap';
import type { HtmlTagDescriptor } from 'vite';
import { describe, expect, it } from 'vitest';
import { earlyTapPlugin } from './early-tap-plugin.ts';

describe('the early tap plugin', () => {
  it('puts the contract’s script, byte for byte, in the head: the CSP allows it by that text’s hash', async () => {
    const plugin = earlyTapPlugin();
    (plugin.configResolved as (config: { root: string }) => void)({ root: join(import.meta.dirname, '..') });
    const tags = await (plugin.transformIndexHtml as () => Promise<HtmlTagDescriptor[]>)();
    expect(tags).toEqual([{ tag: 'script', children: EARLY_TAP_SCRIPT, injectTo: 'head' }]);
    // A classic script (no type, no src): it runs as the head is read, before any button is drawn.
    expect(tags[0]?.attrs).toBeUndefined();
  });
});
