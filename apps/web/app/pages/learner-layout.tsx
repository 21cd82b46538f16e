import { NextPagesPrefetch } from '@aula/ui-kit/prefetch';
import { RequireSession } from '../../src/routes/seccion/require-session';

export { ScreenError as ErrorBoundary } from '../../src/route-error';
export { learnerPageGuard as loader } from '../../src/routes/seccion/learner-page-guard';

// In the browser the screen's guard decides (the tab's session): no round trip to the server.
export const clientLoader = () => null;

/** The learner's screens, and the code of the pages each leads to fetched ahead (their `handle.next`). */
export default function LearnerLayout() {
  return (
    <>
      <RequireSession />
      <NextPagesPrefetch />
    </>
  );
}
