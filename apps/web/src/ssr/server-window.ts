import { type CleaningPlace, lendWindowForSanitizing } from '@aula/blog/sanitize';

let lending: Promise<void> | undefined;

/**
 * A blog post's body is cleaned by DOMPurify, which needs a window: the server lends it jsdom's,
 * loaded with the first post it renders (the other pages never pay for it). Links are judged
 * against `origin`, the address the renderer reads the API at.
 */
export function lendServerWindow(origin: string): Promise<void> {
  lending ??= import('jsdom').then(({ JSDOM }) => {
    lendWindowForSanitizing({ window: new JSDOM('').window as unknown as CleaningPlace['window'], origin });
  });
  return lending;
}
