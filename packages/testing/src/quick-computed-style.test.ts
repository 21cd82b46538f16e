// The quick getComputedStyle must answer what jsdom's own answers, or every role query and
// visibility check of the component tests would test something else. Each case is a page in its
// own jsdom window: jsdom's answer is read before the quick one is installed there, for every
// element and the three properties, and again after changes made in the same task as the question.
import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { installQuickComputedStyle } from './quick-computed-style';

const PROPERTIES = ['display', 'visibility', 'pointer-events'] as const;

type Answers = Record<string, string>;

function open(html: string) {
  const dom = new JSDOM(`<!doctype html><html><head></head><body>${html}</body></html>`);
  const win = dom.window as unknown as Window & typeof globalThis;
  const jsdomStyle = win.getComputedStyle.bind(win);
  const read = (style: (element: Element) => CSSStyleDeclaration): Answers => {
    const answers: Answers = {};
    for (const [index, element] of Array.from(win.document.querySelectorAll('*')).entries()) {
      const seen = style(element);
      for (const property of PROPERTIES) {
        answers[`${index} <${element.localName}> ${property}`] = seen.getPropertyValue(property);
      }
      answers[`${index} <${element.localName}> .display`] = seen.display;
      answers[`${index} <${element.localName}> .pointerEvents`] = seen.pointerEvents;
    }
    return answers;
  };
  installQuickComputedStyle(win);
  return {
    win,
    jsdom: () => read(jsdomStyle),
    quick: () => read((element) => win.getComputedStyle(element)),
  };
}

const PAGE = `
  <style>
    .gone { display: none; }
    .ghost { visibility: hidden; }
    .ghost .back { visibility: visible; }
    .inherits { visibility: inherit; }
    .unset-display { display: unset; }
    .initial-display { display: initial; }
    .ghost .unset-visibility { visibility: unset; }
    .untouchable { pointer-events: none; }
    .untouchable button { pointer-events: auto; }
    @media screen { .screen-only { display: flex; } }
    @media (min-width: 600px) { .wide { display: none; } }
    p::before { display: none; }
    .panel[hidden] { display: block; }
  </style>
  <main>
    <div class="gone"><span>inside a hidden box</span></div>
    <section class="ghost"><p>hidden</p><p class="back">shown again</p><p class="inherits">inherits</p><p class="unset-visibility">unset</p></section>
    <div class="initial-display">initial</div>
    <span class="unset-display">unset</span>
    <div class="untouchable"><a href="#">no pointer</a><button type="button">pointer again</button></div>
    <div class="screen-only">screen</div>
    <div class="wide">a media query jsdom does not apply</div>
    <div hidden>hidden attribute</div>
    <div class="panel" hidden>a rule over the hidden attribute</div>
    <dialog>closed</dialog>
    <dialog open>open</dialog>
    <input type="hidden" name="token">
    <table><tr><td>cell</td></tr></table>
    <ul><li>item</li></ul>
    <span style="display: block; visibility: hidden">inline style</span>
    <span style="display: unset">inline unset</span>
  </main>`;

describe('the quick getComputedStyle of the component tests', () => {
  it('answers display, visibility and pointer-events as jsdom does, for every element of a page', () => {
    const page = open(PAGE);
    const expected = page.jsdom();
    // Bad input for the cascade: classes, attributes, inline styles, CSS-wide keywords, @media,
    // pseudo-elements, jsdom's own sheet (dialogs, hidden inputs, tables).
    expect(page.quick()).toEqual(expected);
    expect(Object.values(expected)).toEqual(expect.arrayContaining(['none', 'hidden', 'flex', 'table-cell']));
  });

  it('sees a change made in the same task as the question: classes, attributes, text, new rules, inline styles', () => {
    const page = open(PAGE);
    const { document } = page.win;
    expect(page.quick()).toEqual(page.jsdom());
    const changes: (() => void)[] = [
      () => document.querySelector('.gone')?.classList.remove('gone'),
      () => document.querySelector('.back')?.setAttribute('hidden', ''),
      () => document.querySelector('dialog:not([open])')?.setAttribute('open', ''),
      () => {
        const style = document.querySelector('style');
        if (style) style.textContent += ' li { display: none; } ';
      },
      () => document.styleSheets[0]?.insertRule('td { visibility: hidden; }', 0),
      () => document.querySelector<HTMLElement>('.untouchable')?.style.setProperty('pointer-events', 'auto'),
      () => document.querySelector('main')?.append(Object.assign(document.createElement('div'), { className: 'gone' })),
    ];
    for (const [index, change] of changes.entries()) {
      change();
      const quick = page.quick();
      // jsdom keeps its own answers past a rule added through the CSSOM (insertRule): a change of
      // an attribute, made after the quick answers were read, makes it compute them again.
      document.body.setAttribute('data-change', String(index));
      expect(quick).toEqual(page.jsdom());
    }
  });

  it('throws, when asked to compare, on an answer that differs from jsdom’s', () => {
    const dom = new JSDOM('<!doctype html><html><body><p>seen</p></body></html>');
    const win = dom.window as unknown as Window & typeof globalThis;
    installQuickComputedStyle(win, { compare: true });
    const paragraph = win.document.querySelector('p') as Element;
    win.document.head.append(win.document.createElement('style'));
    expect(win.getComputedStyle(paragraph).display).toBe('block');
    // Bad input: jsdom keeps its own answer past a rule added through the CSSOM; this one does not.
    win.document.styleSheets[0]?.insertRule('p { display: none; }');
    expect(() => win.getComputedStyle(paragraph).display).toThrow(/jsdom says "block", the quick one "none"/);
  });

  it('gives any other property jsdom’s own answer', () => {
    const page = open('<p style="opacity: 0.5; color: rgb(1, 2, 3)">faint</p>');
    const paragraph = page.win.document.querySelector('p') as Element;
    const style = page.win.getComputedStyle(paragraph);
    expect(style.opacity).toBe('0.5');
    expect(style.getPropertyValue('color')).toBe('rgb(1, 2, 3)');
    expect(style).toBeInstanceOf(page.win.CSSStyleDeclaration);
  });
});
