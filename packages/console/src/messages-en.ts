import { curriculumEn } from './curriculum/messages-en';
import { editingEn } from './editing/messages-en';
import { mediaEn } from './media/messages-en';
import { shellEn } from './shell/messages-en';
import type { es } from './messages-es';

/** The 'console' words in English: the compiler holds them to the Spanish keys, so none is missing. */
export const en: typeof es = {
  curriculum: curriculumEn,
  editing: editingEn,
  media: mediaEn,
  shell: shellEn,
  title: 'Console',
};
