import { consolePostInput } from '@aula/contracts/console-blog';
import { brandSettings } from '@aula/contracts/console-brand';
import { lessonFields, moduleFields, partFields } from '@aula/contracts/console-curriculum';
import { describe, expect, it } from 'vitest';
import { shellEn as en } from './messages-en';
import { shellEs as es } from './messages-es';

// What the history can name: every field an editor saves (the API records the changed ones by name).
const saved = [moduleFields, lessonFields, partFields, consolePostInput, brandSettings].flatMap((schema) =>
  Object.keys(schema.shape),
);

describe('the change history names fields in words', () => {
  it.each([
    ['es', es],
    ['en', en],
  ])(
    'has a word in %s for every field an editor saves (bad case: summary, duration_minutes shown as such)',
    (_, words) => {
      const missing = saved.filter((field) => field !== 'version' && !(field in words.history.fields));
      expect(missing).toEqual([]);
    },
  );
});
