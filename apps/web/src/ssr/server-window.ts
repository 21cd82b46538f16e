import { type CleaningPlace, lendWindowForSanitizing } from '@aula/blog/sanitize';
import { lendWindowForLessonHtml } from '@aula/lessons/sanitize';

let lending: Promise<void> | undefined;

/**
 * A blog post's body and a lesson's reading parts are cleaned by DOMPurify, which needs a window:
 * the server lends it jsdom's, loaded with the first page that may hold them (a post, a learner's
 * screen; the other pages never pay for it). Links are judged against `origin`, the address the
 * renderer reads the API at.
 */
export function lendServerWindow(origin: string): Promise<void> {
  lending ??= import('jsdom').then(({ JSDOM }) => {
    const window = new JSDOM('').window as unknown as CleaningPlace['window'];
    lendWindowForSanitizing({ window, origin });
    lendWindowForLessonHtml({ window, origin });
  });
  return lending;
}
