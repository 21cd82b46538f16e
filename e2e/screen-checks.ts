// What every-route.spec checks on a screen once it has arrived: axe's verdict and the words of
// the other language.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, type Page } from '@playwright/test';
import { type Language, normalise, waitingWords, wordsOnlyIn } from './catalogue-words';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const waiting = waitingWords();
const foreign = { es: wordsOnlyIn('en'), en: wordsOnlyIn('es') } as const;

/**
 * What the screen still waits for, or '' once it has arrived in `language`: `<html lang>` says so,
 * a main heading shows, and no skeleton, busy region or loading message is left.
 */
function pending({ language, waiting }: { language: Language; waiting: string[] }): string {
  if (document.documentElement.lang !== language) return `<html lang="${document.documentElement.lang}">`;
  if (!document.querySelector('h1')?.checkVisibility()) return 'no main heading (h1) shown';
  if (document.querySelector('[data-skeleton], [aria-busy="true"]')) return 'a skeleton or busy region';
  // biome-ignore lint/performance/useDomNodeTextContent: only rendered words count; a hidden element's do not
  const text = document.body.innerText.toLocaleLowerCase('es');
  const loading = waiting.find((words) => text.includes(words));
  return loading ? `still says "${loading}"` : '';
}

/**
 * Waits (polling, no fixed pause) until the screen has arrived; a failure names what it still waits
 * for. `timeout`: longer for specs that open many screens on a busy machine.
 */
export async function settled(page: Page, language: Language, timeout = 10_000) {
  await expect
    .poll(() => page.evaluate(pending, { language, waiting }), {
      message: `${new URL(page.url()).pathname} has not settled`,
      intervals: [50],
      timeout,
    })
    .toBe('');
}

interface AxeResult {
  violations: { id: string; help: string; nodes: { target: string[] }[] }[];
}

/**
 * axe's violations on the page (WCAG 2.1 A and AA and axe's best practices), one line each: rule,
 * what it asks, the elements. The page's context needs `bypassCSP` for the injected script.
 */
export async function axeViolations(page: Page): Promise<string[]> {
  await page.addScriptTag({ content: axeSource });
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (context: Document, options: object) => Promise<AxeResult> } }).axe;
    const result = await axe.run(document, {
      runOnly: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'],
      // Only violations are read: axe skips gathering the details of what passed.
      resultTypes: ['violations'],
    });
    return result.violations.map(
      ({ id, help, nodes }) => `${id} (${help}): ${nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
  });
}

/**
 * What a learner reads or hears in the interface's language: the title, the visible text and the
 * labels, alternatives and hints of visible elements, leaving out the ally's content, which is
 * marked with its own `lang` (lessons, achievements, posts are written in Spanish whatever the
 * interface's language).
 */
async function screenWords(page: Page): Promise<string> {
  const text = await page.evaluate(() => {
    const language = document.documentElement.lang;
    const shown = (element: Element | null) =>
      element !== null && element.closest('[lang]')?.getAttribute('lang') === language && element.checkVisibility();
    const texts: string[] = [document.title];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (shown(node.parentElement)) texts.push(node.textContent ?? '');
    }
    for (const element of document.querySelectorAll('[aria-label], [alt], [title], [placeholder]')) {
      if (!shown(element)) continue;
      for (const name of ['aria-label', 'alt', 'title', 'placeholder']) texts.push(element.getAttribute(name) ?? '');
    }
    return texts.join('\n');
  });
  return normalise(text);
}

/** The sentences of the other language's catalogues found on the screen. */
export async function otherLanguage(page: Page, language: Language): Promise<string[]> {
  const words = await screenWords(page);
  return foreign[language].filter((sentence) => words.includes(sentence));
}
