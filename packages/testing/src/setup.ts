// Vitest setup for every front-end package: jest-dom matchers and a clean DOM after each test.
import '@testing-library/jest-dom/vitest';
import { installJsdomDialog } from '@aula/ui-kit/jsdom-dialog';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { installQuickComputedStyle } from './quick-computed-style';

// Routes load lazily; on a busy 2-core CI machine the first render of a chunk can take longer
// than Testing Library's 1 s default, which made route tests flaky. Failing tests still fail.
configure({ asyncUtilTimeout: 5000 });

// Screens open the ui-kit's dialogs (confirmations, leave and address checks).
installJsdomDialog();
// Role queries ask for display and visibility of every node they name: answered without jsdom's whole cascade.
installQuickComputedStyle();
afterEach(() => {
  cleanup();
  // What a test put in the document by hand (a page drawn as the server would) goes too: the files
  // of a worker share one document.
  if (typeof document !== 'undefined') document.body.replaceChildren();
});
