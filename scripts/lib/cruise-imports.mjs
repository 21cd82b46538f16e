// Runs dependency-cruiser over a workspace with the rules of import-rules.cjs and says each
// violation in a sentence that names the rule broken and the way to mend it.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { cruise } from 'dependency-cruiser';
import rules from './import-rules.cjs';

const { cruiseOptions, importRules, workspacePackages } = rules;
const sourcePattern = /\.(ts|tsx|mts|mjs|cjs|js)$/;

/** What the checks read: apps/, packages/, scripts/, e2e/, .storybook/ and the root's own files. */
function startingPoints(root) {
  const folders = ['apps', 'packages', 'scripts', 'e2e', '.storybook'].filter((folder) =>
    existsSync(join(root, folder)),
  );
  const rootFiles = readdirSync(root).filter(
    (entry) => sourcePattern.test(entry) && !entry.startsWith('.') && statSync(join(root, entry)).isFile(),
  );
  return [...folders, ...rootFiles];
}

/** The package a path (resolved, or an unresolved @aula/ specifier) belongs to. */
function packageOf(path, names) {
  if (path.startsWith('@aula/')) return path.split('/').slice(0, 2).join('/');
  const folder = path.split('/').slice(0, 2).join('/');
  return names.get(folder) ?? folder;
}

function describe(violation, names) {
  const { rule, from, to } = violation;
  if (rule.name.startsWith('direction:'))
    return `${from}: ${rule.name.slice('direction:'.length)} must not import ${packageOf(to, names)}`;
  if (rule.name === 'relative-import-leaves-package')
    return `${from}: relative import of ${to} leaves its package; import the package instead`;
  if (rule.name === 'no-cycle') return `cycle: ${[from, ...violation.cycle.map((step) => step.name)].join(' -> ')}`;
  return `${from} -> ${to}: ${rule.name}`;
}

const wanted = (only, rule) =>
  only === 'cycles' ? rule === 'no-cycle' : only === 'direction' ? rule !== 'no-cycle' : true;

/**
 * Human-readable violations of the import rules in the workspace at `root` (empty when they hold),
 * and how many files were read. `only: 'direction'` or `only: 'cycles'` reports one half. Every
 * rule is checked each time and the result kept (node_modules/.cache): `npm run lint` runs both
 * halves, and the second finds the files unchanged and reads the first one's answer.
 */
export async function cruiseImports(root, { only, cache = true } = {}) {
  const { output } = await cruise(startingPoints(root), {
    ...cruiseOptions,
    baseDir: root,
    ruleSet: { forbidden: importRules(root) },
    validate: true,
    cache: cache && { folder: join(root, 'node_modules', '.cache', 'dependency-cruiser'), strategy: 'content' },
  });
  const names = new Map([...workspacePackages(root)].map(([name, folder]) => [folder, name]));
  const seen = new Set();
  const problems = [];
  for (const violation of output.summary.violations.filter((each) => wanted(only, each.rule.name))) {
    const line = describe(violation, names);
    // A cycle is reported once per file in it; one sentence per distinct loop is enough.
    const key =
      violation.rule.name === 'no-cycle' ? [...new Set(violation.cycle.map((s) => s.name))].sort().join() : line;
    if (seen.has(key)) continue;
    seen.add(key);
    problems.push(line);
  }
  return { files: output.summary.totalCruised, problems };
}
