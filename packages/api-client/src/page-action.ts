import type { AppDispatch } from './store';

/**
 * What the server renderer hands a route's action when it answers a posted form (a page used
 * before its app started, or without one): the dispatch of that request's own store, which reads
 * and writes the API as the visitor who posted.
 */
export interface PageActionContext {
  dispatch: AppDispatch;
}

/** The dispatch an action was handed; an action is only ever run by the server renderer. */
export function actionDispatch(context: unknown): AppDispatch {
  const dispatch = (context as Partial<PageActionContext> | undefined)?.dispatch;
  if (typeof dispatch !== 'function') throw new Error('a page action runs in the server renderer, with its store');
  return dispatch;
}
