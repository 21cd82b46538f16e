import type { MessageCatalog } from '@aula/ui-kit/i18n';
import { en } from './messages-en';
import { es } from './messages-es';

/**
 * Words of the ally team's console (namespace 'console'), in both languages at once: for tests, stories and
 * the server renderer. The site fetches one language at a time (a LazyCatalog of the same files).
 */
export const consoleMessages = { namespace: 'console', es, en } satisfies MessageCatalog;
