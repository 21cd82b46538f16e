// The words of every message catalogue (Spanish and English), read from the same files the site
// loads, so a page can be checked for words of the other language: an English screen showing a
// sentence that exists only in the Spanish catalogues (or the reverse) is a missed translation.

import { existsSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';

export type Language = 'es' | 'en';

const root = join(import.meta.dirname, '..');

/**
 * Every catalogue file of the workspace as a Spanish and English pair: each `…messages-es.ts`
 * under apps/<app>/src and packages/<package>/src with its `…messages-en.ts` beside it, found on
 * disk so that a catalogue added tomorrow is read too. A Spanish file without its English twin is an error.
 */
function catalogueFiles(): { es: string; en: string }[] {
  return ['apps', 'packages'].flatMap((group) =>
    readdirSync(join(root, group)).flatMap((folder) => {
      const source = join(root, group, folder, 'src');
      if (!existsSync(source)) return [];
      const files = readdirSync(source, { recursive: true, encoding: 'utf8' });
      return files
        .filter((file) => file.endsWith('messages-es.ts'))
        .map((file) => {
          const en = file.replace(/messages-es\.ts$/, 'messages-en.ts');
          if (!files.includes(en)) throw new Error(`${relative(root, join(source, file))} has no English twin`);
          return { es: join(source, file), en: join(source, en) };
        });
    }),
  );
}

/** A catalogue module's words: everything it exports (one object, whatever its name: es, savedEs…). */
const words = async (file: string): Promise<object> => Object.values(await import(file));

const catalogues: { es: object; en: object }[] = await Promise.all(
  catalogueFiles().map(async (pair) => ({ es: await words(pair.es), en: await words(pair.en) })),
);

/** Shorter pieces ("Guardar", "Email") are shared by both languages or too common to tell apart. */
const SHORTEST_TELLING = 13;

/** Each string of a catalogue with its key path ('modules.loading'). */
function leaves(value: unknown, path = ''): [key: string, text: string][] {
  if (typeof value === 'string') return [[path, value]];
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([key, inner]) => leaves(inner, path ? `${path}.${key}` : key));
}

/**
 * The literal runs of a message, which is what a screen shows whatever fills its blanks:
 * 'Hola, {{name}}. ¿Qué aprendes hoy?' gives 'Hola,' and '. ¿Qué aprendes hoy?'; markup
 * placeholders (<1>…</1>) and nested $t(…) split it the same way.
 */
function literalRuns(message: string): string[] {
  return message
    .split(/\{\{[^}]*\}\}|<\/?\d+>|<\/?[a-z]+\s*\/?>|\$t\([^)]*\)/)
    .map((run) => normalise(run))
    .filter((run) => run.length >= SHORTEST_TELLING);
}

/** Case and spacing left aside: CSS may upper-case a label, a line break may stand for a space. */
export function normalise(text: string): string {
  return text.replace(/\s+/g, ' ').trim().toLocaleLowerCase('es');
}

function runsOf(language: Language): Set<string> {
  return new Set(catalogues.flatMap((pair) => leaves(pair[language]).flatMap(([, text]) => literalRuns(text))));
}

const runs = { es: runsOf('es'), en: runsOf('en') };

/**
 * The runs of `language`'s catalogues that the other language's catalogues never hold: seen on a
 * screen in the other language, they are words left untranslated.
 */
export function wordsOnlyIn(language: Language): string[] {
  const other = runs[language === 'es' ? 'en' : 'es'];
  return [...runs[language]].filter((run) => ![...other].some((theirs) => theirs.includes(run)));
}

/**
 * What a screen shows while it waits (every catalogue's loading and checking messages, both
 * languages): a screen still showing one has not finished arriving.
 */
export function waitingWords(): string[] {
  return catalogues.flatMap((pair) =>
    [pair.es, pair.en].flatMap((catalogue) =>
      leaves(catalogue)
        .filter(([key]) => /(^|\.)(loading|checking)\w*$/i.test(key))
        .map(([, text]) => normalise(text.replace(/\{\{[^}]*\}\}.*/, ''))),
    ),
  );
}
