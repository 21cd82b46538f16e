import { themeProblems } from '@aula/brand/check-data';
import { describe, expect, it } from 'vitest';
import { buildBrands } from '../../brands';
import { brandJson, startFrom, studioProblems, studioReducer, themeJson } from './studio-state';

const [first, second] = buildBrands;
if (!first) throw new Error('no brand in this build');

describe('theme studio state', () => {
  it('changes one colour of one mode and leaves the other mode alone', () => {
    const start = startFrom(first);
    const next = studioReducer(start, { type: 'color', mode: 'dark', token: 'primary', value: '#123456' });
    expect(next.theme.colors.dark.primary).toBe('#123456');
    expect(next.theme.colors.light).toBe(start.theme.colors.light);
    expect(start.theme.colors.dark.primary).toBe(first.theme.colors.dark.primary);
  });

  it('starts over from the brand picked, dropping the edits and a refused logo', () => {
    const edited = studioReducer(studioReducer(startFrom(first), { type: 'text', which: 'name', value: 'Otra' }), {
      type: 'logo',
      url: 'data:image/svg+xml,x',
      problem: { kind: 'size', width: 10, height: 10 },
    });
    const picked = studioReducer(edited, { type: 'pick', brand: second ?? first });
    expect(picked.config.name).toBe((second ?? first).config.name);
    expect(picked.logoProblem).toBeUndefined();
    expect(picked.logoUrl).toBe((second ?? first).logoUrl);
  });

  it('exports theme.json and brand.json that read back as what was edited', () => {
    let state = startFrom(first);
    state = studioReducer(state, { type: 'font', which: 'heading', value: 'Georgia, serif' });
    state = studioReducer(state, { type: 'radius', which: 'lg', value: '20px' });
    state = studioReducer(state, { type: 'text', which: 'tagline', value: 'Nuevo lema' });
    const theme = JSON.parse(themeJson(state));
    expect(theme.fonts.heading).toBe('Georgia, serif');
    expect(theme.radii.lg).toBe('20px');
    expect(themeProblems(theme, state.allyCode)).toEqual([]);
    expect(JSON.parse(brandJson(state))).toEqual({ ...first.config, tagline: 'Nuevo lema' });
    expect(studioProblems(state)).toEqual([]);
  });

  it('names what brand:check would refuse: an empty name, "12 px", a faint pair and a 300x100 logo', () => {
    let state = startFrom(first);
    state = studioReducer(state, { type: 'text', which: 'name', value: '' });
    state = studioReducer(state, { type: 'radius', which: 'md', value: '12 px' });
    state = studioReducer(state, {
      type: 'color',
      mode: 'light',
      token: 'text',
      value: state.theme.colors.light.background,
    });
    state = studioReducer(state, { type: 'logo', url: 'data:,', problem: { kind: 'size', width: 300, height: 100 } });
    const code = first.config.allyCode;
    expect(studioProblems(state).map((problem) => [problem.file, problem.field])).toEqual([
      [`brands/${code}/brand.json`, 'name'],
      [`brands/${code}/theme.json`, 'radii.md'],
      [`brands/${code}/theme.json`, 'colors.light.text'],
      [`brands/${code}/theme.json`, 'colors.light.text'],
      [`brands/${code}/logo.svg`, 'width/height'],
    ]);
    expect(studioProblems(state).at(-1)?.reason).toBe('is 300x100; the logo must be 326x127 px');
  });
});
