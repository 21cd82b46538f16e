import { type Feature, lazyMessages } from '@aula/ui-kit/feature';

/** The ally team's console: its screens are mounted behind the team guard (see ARCHITECTURE.md, "The console"). */
export const consoleFeature: Feature = {
  messages: lazyMessages(
    'console',
    () => import('./messages-es'),
    () => import('./messages-en'),
  ),
  ally: [],
};
