import type { MessageCatalog } from './message-catalog';
import { en } from './messages-en';
import { es } from './messages-es';

/**
 * Words the shared components say themselves (namespace 'ui'), in both languages at once: for tests, stories and the
 * server renderer. The site fetches one language at a time (a LazyCatalog of the same files).
 */
export const uiMessages = { namespace: 'ui', es, en } satisfies MessageCatalog;
