// Issue 29's second "done when": a crecer admin sees no impulsa learner by any route. Impulsa's
// learners (ids, names, emails, phones) are read first as impulsa's admin through the API; then
// crecer's admin, signed in in the browser, looks for them everywhere the console shows learners:
// the list (screen and API, every page), the search (screen and API, by email and by name), a
// learner's id (API 404, the learner page's "not found") and the export (the CSV the screen
// downloads, and the API's with a search for them).
import { readFileSync } from 'node:fs';
import { type APIRequestContext, expect, request as playwrightRequest, test } from '@playwright/test';
import { settled } from './screen-checks';
import { PASSWORD, signInThroughApi } from './session-helpers';

// At a laptop's width: a phone gets the learners as cards, and this reads the list's table.
test.use({ viewport: { width: 1280, height: 900 } });

interface LearnerRow {
  id: number;
  name: string;
  contact: string | null;
}
interface LearnerPage {
  results: LearnerRow[];
  next: number | null;
}

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
// The longest period the filters take (731 days), ending today: every demo learner is in it.
const PERIOD = { from: day(-730), to: day(0) };
const PERIOD_QUERY = `from=${PERIOD.from}&to=${PERIOD.to}`;

/** Every learner of the list the session's ally sees with `query`, page after page. */
async function everyLearner(api: APIRequestContext, ally: string, query: string, headers = {}): Promise<LearnerRow[]> {
  const rows: LearnerRow[] = [];
  let after: number | null = null;
  do {
    const response = await api.get(
      `/api/console/insight/learners/?${PERIOD_QUERY}&limit=200${query}${after === null ? '' : `&after=${after}`}`,
      { headers: { 'x-aula-ally': ally, ...headers } },
    );
    expect(response.status(), `the ${ally} list answers`).toBe(200);
    const page = (await response.json()) as LearnerPage;
    rows.push(...page.results);
    after = page.next;
  } while (after !== null);
  return rows;
}

interface ImpulsaLearner {
  id: number;
  name: string;
  email: string;
  phone: string | null;
}

test("a crecer admin sees none of impulsa's learners: list, search, id, export", async ({ page, baseURL }) => {
  test.setTimeout(180_000);
  const base = baseURL ?? '';

  // Impulsa's learners, as impulsa's admin sees them (a bearer token in a client of its own).
  const impulsaApi = await playwrightRequest.newContext({ baseURL: base });
  const login = await impulsaApi.post('/api/mx/login/', {
    data: { email: 'admin@impulsa.example', password: PASSWORD },
  });
  expect(login.status()).toBe(200);
  const bearer = { authorization: `Bearer ${((await login.json()) as { token: string }).token}` };
  const impulsaRows = await everyLearner(impulsaApi, 'impulsa', '', bearer);
  expect(impulsaRows.length, 'the demo gives impulsa learners').toBeGreaterThan(5);
  const impulsaIds = new Set(impulsaRows.map((row) => row.id));
  // Three of them with their email (a learner's page has it even when the list shows the phone):
  // the demo learner and two of the insight seed's.
  const [demo] = await everyLearner(impulsaApi, 'impulsa', '&q=demo%40impulsa.example', bearer);
  const picked = [demo, ...impulsaRows.filter((row) => row.id !== demo?.id).slice(0, 2)];
  const sample: ImpulsaLearner[] = [];
  for (const row of picked) {
    if (!row) continue;
    const response = await impulsaApi.get(`/api/console/insight/learners/${row.id}/`, {
      headers: { 'x-aula-ally': 'impulsa', ...bearer },
    });
    expect(response.status()).toBe(200);
    const detail = (await response.json()) as { id: number; name: string; email: string | null; phone: string | null };
    if (detail.email) sample.push({ id: detail.id, name: detail.name, email: detail.email, phone: detail.phone });
  }
  expect(sample.length, 'impulsa learners with an email to look for').toBeGreaterThan(1);
  const impulsaContacts = impulsaRows.map((row) => row.contact).filter((contact): contact is string => !!contact);
  await impulsaApi.dispose();

  // Crecer's admin, signed in in this browser (cookie session, as the console runs).
  await signInThroughApi(page.context(), base, 'crecer', 'admin@crecer.example');
  const crecer = { 'x-aula-ally': 'crecer' };

  // The list: every page of the API's, and the screen's first page.
  const crecerRows = await everyLearner(page.request, 'crecer', '');
  expect(crecerRows.length, 'crecer has learners of its own to list').toBeGreaterThan(0);
  expect(crecerRows.filter((row) => impulsaIds.has(row.id))).toEqual([]);
  expect(crecerRows.filter((row) => row.contact && impulsaContacts.includes(row.contact))).toEqual([]);

  await page.goto(`/mx/crecer/consola/aprendices?${PERIOD_QUERY}`);
  await settled(page, 'es');
  const table = page.getByRole('table', { name: 'Aprendices' });
  await expect(table.locator('tbody tr').first()).toBeVisible();
  const shownIds = await table
    .locator('tbody a[href*="/consola/aprendices/"]')
    .evaluateAll((links) =>
      links.map((link) => Number(/aprendices\/(\d+)/.exec(link.getAttribute('href') ?? '')?.[1])),
    );
  expect(shownIds.length).toBeGreaterThan(0);
  expect(shownIds.filter((id) => impulsaIds.has(id))).toEqual([]);
  const tableText = (await table.textContent()) ?? '';
  for (const learner of sample) expect(tableText).not.toContain(learner.email);

  // The export of that list, downloaded by the screen's button: no impulsa id, email or phone.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Descargar CSV' }).click(),
  ]);
  const csv = readFileSync(await download.path(), 'utf8').replace(/^\uFEFF/, '');
  const csvIds = csv
    .trim()
    .split('\r\n')
    .slice(1)
    .map((line) => Number(line.split(',')[0]));
  expect(csvIds.sort((a, b) => a - b)).toEqual(crecerRows.map((row) => row.id).sort((a, b) => a - b));
  expect(csvIds.filter((id) => impulsaIds.has(id))).toEqual([]);
  for (const learner of sample) {
    expect(csv).not.toContain(learner.email);
    if (learner.phone) expect(csv).not.toContain(learner.phone);
  }

  for (const learner of sample) {
    // Search by email and by name: the API finds none of impulsa's, nor does the screen.
    expect(await everyLearner(page.request, 'crecer', `&q=${encodeURIComponent(learner.email)}`)).toEqual([]);
    const byName = await everyLearner(page.request, 'crecer', `&q=${encodeURIComponent(learner.name)}`);
    expect(byName.filter((row) => impulsaIds.has(row.id))).toEqual([]);
    const searched = await page.request.get(
      `/api/console/insight/learners.csv?${PERIOD_QUERY}&q=${encodeURIComponent(learner.email)}`,
      { headers: crecer },
    );
    expect(searched.status()).toBe(200);
    expect(
      (await searched.text())
        .replace(/^\uFEFF/, '')
        .trim()
        .split('\r\n'),
      'the header alone',
    ).toHaveLength(1);

    // Their id: 404 from the API (like an id nobody has), for their page and its access log.
    for (const path of [`${learner.id}/`, `${learner.id}/views/`]) {
      const response = await page.request.get(`/api/console/insight/learners/${path}`, { headers: crecer });
      expect(response.status(), `crecer asks for impulsa's learner ${path}`).toBe(404);
      expect(((await response.json()) as { error: string }).error).toBe('not_found');
    }
  }

  // The screen's search, typed as a person would: nobody matches the email.
  const [first] = sample;
  if (!first) throw new Error('no impulsa learner to look for');
  const search = page.getByRole('search', { name: 'Buscar aprendices' }).getByRole('searchbox');
  await search.fill(first.email);
  await expect(page).toHaveURL(/[?&]q=/);
  await expect(page.getByText(`Nadie coincide con «${first.email}».`)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Descargar CSV' })).toHaveCount(0);

  // Their page's address: the "not found" state, none of their data.
  await page.goto(`/mx/crecer/consola/aprendices/${first.id}`);
  await settled(page, 'es');
  await expect(page.getByText('Este aprendiz no existe o no es de tu aliado.')).toBeVisible();
  const body = (await page.locator('main').textContent()) ?? '';
  expect(body).not.toContain(first.email);
  expect(body).not.toContain(first.name);
});
