import type { MessageCatalog } from '@aula/ui-kit/i18n';
import { en } from './legal-messages-en';
import { es } from './legal-messages-es';

/**
 * The ally's terms of use and privacy notice (namespace 'legal'), in both languages at once: for
 * tests and the server renderer. The site fetches them with the page, one language at a time.
 */
export const legalMessages = { namespace: 'legal', es, en } satisfies MessageCatalog;
