// What the API hands the page for one request (apps/api/src/plugins/web.ts): it is React Router's
// load context, read by entry.server.tsx and by the route loaders and actions run on the server.
import type { PageActionContext } from '@aula/api-client/page-action';
import type { AppStore } from '@aula/api-client/store';
import type { RenderOptions } from '@aula/contracts/server-render';

export interface PageContext extends RenderOptions, PageActionContext {
  /** The store this request's page is drawn from: the visitor's (their fetch), never shared. */
  store: AppStore;
}

declare module 'react-router' {
  interface AppLoadContext extends PageContext {}
}
