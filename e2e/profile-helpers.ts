import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { type Page, test } from '@playwright/test';

import { type Ally, signIn as signInThroughApi } from './learning-helpers';

/**
 * Signs a demo learner in (the sign-in screen is the account specs' journey) and opens their start
 * page, or `startAt` (the start page not opened on the way).
 */
export async function signIn(page: Page, allyCode: Ally, startAt?: string) {
  await signInThroughApi(page, test.info().project.use.baseURL, allyCode, startAt);
}

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * The page's axe-core violations (WCAG 2.1 A and AA), as "rule: first node" lines. The test's
 * context needs `bypassCSP`: the site's CSP rightly refuses the injected script.
 */
export async function axeViolations(page: Page): Promise<string[]> {
  await page.addScriptTag({ content: axeSource });
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (context: Document, options: object) => Promise<AxeResult> } }).axe;
    const result = await axe.run(document, { runOnly: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] });
    return result.violations.map((violation) => `${violation.id}: ${violation.nodes[0]?.target.join(' ')}`);
  });
}

interface AxeResult {
  violations: { id: string; nodes: { target: string[] }[] }[];
}
