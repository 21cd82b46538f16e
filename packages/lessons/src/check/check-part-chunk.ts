// A check part's code is its own chunk: most lessons have none, and a lesson's page keeps to its
// budget without it (apps/web/vite/route-budgets.ts; ~4.5 KB brotli). It is loaded before a page
// that shows a check is drawn: on the server always, in the browser when the server's page holds
// one (hydration must find the same component), and by the player when a check part opens or a
// lesson that has one is open (so the phone keeps it for offline).
import type { CheckPart } from './check-part';

type CheckPartModule = { CheckPart: typeof CheckPart };

let loaded: CheckPartModule | undefined;
let loading: Promise<CheckPartModule> | undefined;

export function loadCheckPart(): Promise<CheckPartModule> {
  loading ??= import('./check-part').then(
    (module) => {
      loaded = module;
      return module;
    },
    (problem: unknown) => {
      // A failed download may be tried again (the connection came back).
      loading = undefined;
      throw problem;
    },
  );
  return loading;
}

/** The check part's component once its chunk is here; undefined until then. */
export const loadedCheckPart = () => loaded?.CheckPart;

/** Marks a drawn check part, so the browser loads its code before adopting the server's page. */
export const CHECK_PART_ATTRIBUTE = 'data-check-part';

/** Whether the lesson's page, as drawn now, needs the check's code: on the server, or a page holding a check. */
export function pageNeedsCheckPart(): boolean {
  if (typeof window === 'undefined') return true;
  return document.querySelector(`[${CHECK_PART_ATTRIBUTE}]`) !== null;
}
