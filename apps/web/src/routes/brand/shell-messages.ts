import type { MessageCatalog } from '@aula/ui-kit/i18n';
import { en } from './shell-messages-en';
import { es } from './shell-messages-es';

/**
 * Words of an ally's frame: its places, the account action and the landing (namespace 'shell'), in both languages at once: for tests, stories and the
 * server renderer. The site fetches one language at a time (a LazyCatalog of the same files).
 */
export const shellMessages = { namespace: 'shell', es, en } satisfies MessageCatalog;
