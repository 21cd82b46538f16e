import { roleAllows } from '@aula/contracts/console';
import {
  type ChangeSummary,
  type ContentAction,
  type ContentItemType,
  historyAccessOf,
} from '@aula/contracts/console-history';
import { consoleHistoryEndpoints as history } from '@aula/contracts/endpoints/console-history';
import { mockState } from '../state';
import { handle } from './declared';
import { apiError } from './responses';

/**
 * Records a change in the mock world, as the API's recordChange does; a console area's mock calls
 * it on each write so the history panel of its stories and tests shows the change.
 */
export function recordMockChange(change: {
  allyId: number;
  user: { id: number; name: string } | null;
  itemType: ContentItemType;
  itemId: number;
  action: ContentAction;
  summary?: ChangeSummary;
}): void {
  const changes = mockState().contentChanges;
  changes.unshift({
    id: Math.max(0, ...changes.map((known) => known.id)) + 1,
    ally_id: change.allyId,
    item_type: change.itemType,
    item_id: change.itemId,
    action: change.action,
    summary: change.summary ?? {},
    user: change.user,
    created_at: new Date().toISOString(),
  });
}

export const consoleHistoryHandlers = [
  // The team's items are the team page's: admins and staff only, as the API says.
  handle(history.history, ({ params, user, consoleAlly }) =>
    !roleAllows(user.access, historyAccessOf(params.itemType))
      ? apiError(403, { error: 'forbidden', message: "The ally's admins only" })
      : {
          results: mockState()
            .contentChanges.filter(
              (change) =>
                change.ally_id === consoleAlly.id &&
                change.item_type === params.itemType &&
                change.item_id === params.itemId,
            )
            .sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id - a.id)
            .map(({ ally_id: _ally, ...change }) => change),
        },
  ),
];
