import { describe, expect, it } from 'vitest';
import { appShortName } from './web-manifest';

describe('appShortName', () => {
  it('names the installed app by the short name, else the name cut to 12 characters', () => {
    expect(appShortName({ name: 'Impulsa Negocios Pro' })).toBe('Impulsa Nego');
    expect(appShortName({ name: 'Impulsa Negocios Pro', shortName: 'Impulsa' })).toBe('Impulsa');
  });
});
