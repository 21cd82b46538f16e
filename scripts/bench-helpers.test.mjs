// The bench's pure helpers (bench/lib): which parts --only picks, how a table and its verdicts are
// written, what counts as an interaction's duration, and when a route is at its budget's edge.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { interactionFigure, longestInteraction, medianInteraction } from '../bench/lib/event-timing.mjs';
import { budgetVerdict, routeRows } from '../bench/lib/route-js.mjs';
import { benchScreens } from '../bench/lib/screens.mjs';
import { chosenSections, SECTIONS } from '../bench/lib/sections.mjs';
import { atOrUnder, megabytes, seconds, tableLines } from '../bench/lib/table.mjs';

test('--only picks the named parts in the bench order; none named means every part', () => {
  assert.deepEqual([...chosenSections({})], SECTIONS);
  assert.deepEqual([...chosenSections({ only: 'memory, slow3g' })], ['slow3g', 'memory']);
  assert.deepEqual([...chosenSections({ noApi: true })], SECTIONS.slice(0, -1));
});

test('--only refuses a misspelt or empty list instead of measuring nothing', () => {
  // Tried: a misspelt part ("lighthous") and a list of commas only.
  assert.throws(() => chosenSections({ only: 'lighthous' }), /unknown part lighthous \(known: routes, lighthouse/);
  assert.throws(() => chosenSections({ only: ',' }), /names no part/);
});

test('a table pads every column and lists each row; a row without a column leaves it empty', () => {
  const lines = tableLines('Figures', [
    { page: '/mx/impulsa', 'at target': 'yes' },
    { page: '/mx/impulsa/seccion/logros', extra: 'x' },
  ]);
  assert.deepEqual(lines, [
    '\n## Figures',
    'page                       | at target | extra',
    '---------------------------|-----------|------',
    '/mx/impulsa                | yes       |      ',
    '/mx/impulsa/seccion/logros |           | x    ',
  ]);
  assert.deepEqual(tableLines('Nothing', []), ['\n## Nothing', '(none)']);
});

test('a figure is at target at or under it, and a missing figure never is', () => {
  assert.equal(atOrUnder(5000, 5000), 'yes');
  assert.equal(atOrUnder(5001, 5000), 'NO');
  assert.equal(atOrUnder(Number.NaN, 5000), 'NO');
  assert.equal(atOrUnder(undefined, 5000), 'NO');
  assert.equal(seconds(12_345), '12.35');
  assert.equal(seconds(undefined), '-');
  assert.equal(megabytes(29_960_000), '30.0');
});

test("an interaction's duration is its longest entry; entries without an interaction do not count", () => {
  const entries = [
    { name: 'pointerdown', duration: 40, interactionId: 7 },
    { name: 'click', duration: 120, interactionId: 7 },
    // A hover is no interaction, however long.
    { name: 'mouseover', duration: 400, interactionId: 0 },
  ];
  assert.equal(longestInteraction(entries), 120);
  assert.equal(longestInteraction(entries.slice(2)), null);
  assert.equal(interactionFigure(null, 16), '< 16');
  assert.equal(interactionFigure(119.6, 16), '120');
});

test('the median of runs counts a run under the threshold as 0', () => {
  assert.equal(medianInteraction([64, null, 200]), 64);
  assert.equal(medianInteraction([null, null, 48]), null);
  assert.equal(medianInteraction([40, 80]), 60);
  assert.equal(medianInteraction([]), null);
});

test('a route within 1 KB of a budget is at its edge; over it is NO', () => {
  assert.equal(budgetVerdict(190_000, 192), 'yes');
  assert.equal(budgetVerdict(191_200, 192), 'yes (at edge)');
  assert.equal(budgetVerdict(192_000, 192), 'yes (at edge)');
  assert.equal(budgetVerdict(192_001, 192), 'NO');
  const report = [
    // A server-rendered page: a small start-up script, the application at its edge.
    { route: '/a', brotli: 3000, gzip: 3500, budgetKb: 5, app: { brotli: 191_500, gzip: 1, raw: 1 }, appBudgetKb: 192 },
    {
      route: '/b',
      brotli: 200_000,
      gzip: 1,
      raw: 1,
      budgetKb: 199,
      app: { brotli: 200_000, gzip: 1, raw: 1 },
      appBudgetKb: 199,
    },
  ];
  const [a, b] = routeRows(report);
  assert.equal(a.within, 'yes (at edge)');
  assert.equal(a['room KB'], '2.0 / 0.5');
  assert.equal(b.within, 'NO');
});

test("the bench opens issue 26's nine screens at site-paths' addresses, each with what usable means", async () => {
  const screens = await benchScreens({ lessonId: 6, moduleId: 2 });
  const byName = Object.fromEntries(screens.map((screen) => [screen.name, screen]));
  assert.equal(byName['a lesson'].path, '/mx/impulsa/seccion/lecciones/6');
  assert.equal(byName['a module'].path, '/mx/impulsa/seccion/modulos/2');
  assert.equal(byName.registration.path, '/mx/impulsa/registro');
  const daily = screens.filter((screen) => !['landing', 'blog'].includes(screen.route));
  assert.equal(daily.length, 9);
  for (const screen of daily) {
    assert.match(screen.usable.action, /^(click|type)$/, screen.name);
    assert.ok(screen.usable.selector.startsWith('main '), `${screen.name}: the element is the screen's own`);
  }
  // Signed in exactly where the guard asks for a session.
  assert.deepEqual(
    screens.filter((screen) => screen.signedIn).map((screen) => screen.path.includes('/seccion')),
    Array(7).fill(true),
  );
  assert.equal(
    screens.filter((screen) => !screen.signedIn).some((screen) => screen.path.includes('/seccion')),
    false,
  );
});
