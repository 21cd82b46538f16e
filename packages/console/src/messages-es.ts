import { curriculumEs } from './curriculum/messages-es';
import { editingEs } from './editing/messages-es';
import { mediaEs } from './media/messages-es';
import { shellEs } from './shell/messages-es';

/** The 'console' words in Spanish (the ally team's console): the first language of every ally. */
export const es = {
  curriculum: curriculumEs,
  editing: editingEs,
  media: mediaEs,
  shell: shellEs,
  title: 'Consola',
};
