// jsdom's getComputedStyle builds a whole declaration for every call: it matches every rule of its
// own default sheet and of the page's against the element, parses every value of each rule that
// matches into a new declaration, then resolves sixteen properties through the element's ancestors.
// Testing Library's role queries ask it of every candidate and each node inside (is it hidden?) to
// name them, so a screen test spent half its time there (the console's lesson-check test: 2,325
// calls, 8.7 of 17.8 s). Those queries, jest-dom's visibility and user-event's pointer check read
// three properties: display, visibility, pointer-events. This answers those three from the rules
// that declare them, the way jsdom does (same sheets and order, the last declaration wins, the
// same keywords and inheritance), kept until the document changes; any other property is jsdom's
// own answer. `{ compare: true }` also asks jsdom each time and throws on a difference: every
// front-end package's tests passed that way when this was written. Installed by
// @aula/testing/setup; never by product code.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

type Quick = 'display' | 'visibility' | 'pointer-events';
const QUICK: Record<Quick, { inherited: boolean; initial: string }> = {
  display: { inherited: false, initial: 'inline' },
  visibility: { inherited: true, initial: 'visible' },
  'pointer-events': { inherited: true, initial: 'auto' },
};
const QUICK_NAMES: Record<string, Quick> = {
  display: 'display',
  visibility: 'visibility',
  'pointer-events': 'pointer-events',
  pointerEvents: 'pointer-events',
};

interface Declared {
  selector: string;
  value: string;
}

/** jsdom's default sheet, read from the jsdom this environment runs (its rules come first). */
function defaultSheetRules(win: Window & typeof globalThis): CSSRuleList | [] {
  try {
    const require = createRequire(import.meta.url);
    const jsdomDir = dirname(require.resolve('jsdom/package.json'));
    const text = readFileSync(join(jsdomDir, 'lib/jsdom/browser/default-stylesheet.css'), 'utf8');
    const sheet = new win.CSSStyleSheet();
    sheet.replaceSync(text);
    return sheet.cssRules;
  } catch {
    return [];
  }
}

/** The style rules jsdom applies, in its order: an @import's or @media's inner rules only for "screen". */
function appliedRules(win: Window & typeof globalThis, rules: CSSRuleList | [], into: CSSStyleRule[]): void {
  for (const rule of Array.from(rules)) {
    const media = (rule as CSSMediaRule).media;
    if (media) {
      const screen = Array.prototype.indexOf.call(media, 'screen') !== -1;
      if (rule instanceof win.CSSImportRule) {
        if (rule.styleSheet && (media.length === 0 || screen)) appliedRules(win, rule.styleSheet.cssRules, into);
      } else if (screen) appliedRules(win, (rule as CSSMediaRule).cssRules, into);
    } else if ((rule as CSSStyleRule).selectorText) into.push(rule as CSSStyleRule);
  }
}

function matches(element: Element, selector: string): boolean {
  try {
    // jsdom's own workaround (cssstyle issue 193) and its refusal of pseudo-elements.
    const last = selector.split(';').pop()?.trim() ?? '';
    if (/::|:(before|after|first-line|first-letter)\b/.test(last)) return false;
    return element.matches(last);
  } catch {
    return false;
  }
}

/** Puts the quick getComputedStyle on a jsdom window (the test environment's, or a test's own). */
export function installQuickComputedStyle(
  win: (Window & typeof globalThis) | undefined = globalThis.window,
  { compare = false }: { compare?: boolean } = {},
): void {
  if (!win || typeof win.MutationObserver === 'undefined') return;
  const installed = win as { aulaQuickComputedStyle?: true };
  if (installed.aulaQuickComputedStyle) return;
  installed.aulaQuickComputedStyle = true;
  const { document } = win;
  const jsdomStyle = win.getComputedStyle.bind(win);
  const defaults = defaultSheetRules(win);

  let declared: Record<Quick, Declared[]> | undefined;
  let answers = new WeakMap<Element, Map<Quick, string>>();
  const forget = () => {
    declared = undefined;
    answers = new WeakMap();
  };
  const changes = new win.MutationObserver(forget);
  changes.observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
  // jsdom fires focus and the like inside itself; a selector may read them with no change recorded.
  for (const type of ['focusin', 'focusout', 'input', 'change', 'resize']) win.addEventListener(type, forget, true);
  const dispatch = win.EventTarget.prototype.dispatchEvent;
  win.EventTarget.prototype.dispatchEvent = function dispatchEvent(this: EventTarget, event: Event) {
    forget();
    return dispatch.call(this, event);
  };
  for (const method of ['insertRule', 'deleteRule', 'replaceSync'] as const) {
    const original = win.CSSStyleSheet.prototype[method] as (...args: unknown[]) => unknown;
    win.CSSStyleSheet.prototype[method] = function (this: CSSStyleSheet, ...args: unknown[]) {
      forget();
      return original.apply(this, args);
    } as never;
  }

  /** Every declaration of the three properties, in the order jsdom applies them. */
  const declarations = (): Record<Quick, Declared[]> => {
    if (declared) return declared;
    const rules: CSSStyleRule[] = [];
    appliedRules(win, defaults, rules);
    for (const sheet of Array.from(document.styleSheets)) appliedRules(win, sheet.cssRules, rules);
    const found: Record<Quick, Declared[]> = { display: [], visibility: [], 'pointer-events': [] };
    for (const rule of rules) {
      for (const property of Object.keys(found) as Quick[]) {
        const value = rule.style.getPropertyValue(property);
        if (value !== '') found[property].push({ selector: rule.selectorText, value });
      }
    }
    declared = found;
    return found;
  };

  /** The cascaded value: the last matching declaration, the element's own style last; "unset" removes. */
  const cascaded = (element: Element, property: Quick): string => {
    let value = '';
    for (const declaration of declarations()[property]) {
      if (matches(element, declaration.selector)) value = declaration.value === 'unset' ? '' : declaration.value;
    }
    const own = (element as HTMLElement).style?.getPropertyValue(property) ?? '';
    if (own !== '') value = own === 'unset' ? '' : own;
    return value;
  };

  /** jsdom's computed value: defaulting, the CSS-wide keywords, inheritance from the parent element. */
  const computed = (element: Element, property: Quick): string => {
    const known = answers.get(element)?.get(property);
    if (known !== undefined) return known;
    const { inherited, initial } = QUICK[property];
    const parent = element.parentElement;
    const fromParent = () => (parent ? computed(parent, property) : initial);
    let value = cascaded(element, property);
    if (value === '') value = inherited && parent ? computed(parent, property) : initial;
    if (value === 'initial') value = initial;
    else if (value === 'inherit') value = fromParent();
    else if (value === 'unset') value = inherited ? fromParent() : initial;
    let forElement = answers.get(element);
    if (!forElement) {
      forElement = new Map();
      answers.set(element, forElement);
    }
    forElement.set(property, value);
    return value;
  };

  const quick = (element: Element, property: Quick): string => {
    // A change recorded since the last call, not yet delivered to the observer (it is delivered
    // in a microtask; a query can run in the same task as the change).
    if (changes.takeRecords().length > 0) forget();
    const value = computed(element, property);
    if (compare) {
      const expected = jsdomStyle(element).getPropertyValue(property);
      if (expected !== value) {
        throw new Error(
          `computed ${property} of <${element.localName}>: jsdom says "${expected}", the quick one "${value}"`,
        );
      }
    }
    return value;
  };

  win.getComputedStyle = ((element: Element, pseudoElement?: string | null) => {
    if (pseudoElement) return jsdomStyle(element, pseudoElement);
    let whole: CSSStyleDeclaration | undefined;
    const full = () => {
      whole ??= jsdomStyle(element);
      return whole;
    };
    return new Proxy(Object.create(win.CSSStyleDeclaration.prototype) as CSSStyleDeclaration, {
      get(_target, name) {
        if (name === 'getPropertyValue') {
          return (property: string) => {
            const known = QUICK_NAMES[property];
            return known ? quick(element, known) : full().getPropertyValue(property);
          };
        }
        if (typeof name === 'string' && QUICK_NAMES[name]) return quick(element, QUICK_NAMES[name]);
        const value = Reflect.get(full(), name);
        return typeof value === 'function' ? value.bind(full()) : value;
      },
    });
  }) as typeof win.getComputedStyle;
}
