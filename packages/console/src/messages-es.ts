import { editingEs } from './editing/messages-es';

/** The 'console' words in Spanish (the ally team's console): the first language of every ally. */
export const es = {
  editing: editingEs,
  title: 'Consola',
};
