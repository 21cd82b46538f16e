import { refusalOf } from '@aula/api-client/errors';
import { useAlerts } from '@aula/ui-kit/alert-provider';
import type { ServerRefusal } from '@aula/ui-kit/forms/server-refusal';
import { type ReactNode, useState } from 'react';
import { ConflictNotice } from './conflict-notice';
import { editConflictOf } from './edit-conflict';

/** A mutation's answer: the item as saved, or why not. */
export interface SaveAnswer<Item> {
  data?: Item;
  error?: unknown;
}

export interface VersionedSaveOptions<Item> {
  /** The version the form was opened with (1 for a new item). */
  version: number;
  /** The form's way to tell a refusal that is not a lost race (its message, its fields' errors). */
  showRefusal: (refusal: ServerRefusal) => void;
  /** The form takes an item as saved: its values, and whatever else the screen keeps of it. */
  onTaken: (item: Item) => void;
}

export interface VersionedSave<Item> {
  /** The version the next save sends (the server refuses it when someone saved since). */
  version: number;
  /** Takes the item as saved (or as another editor saved it). */
  take: (item: Item) => void;
  /** Tells a refused save: a lost race as the conflict notice, anything else through the form. */
  refused: (error: unknown) => void;
  /** A save's answer: the item taken and `success` told (true), or the refusal told (false). */
  settle: (answer: SaveAnswer<Item>, success: string) => boolean;
  /** The conflict notice while a lost race waits for the editor's choice, to show above the fields. */
  notice: ReactNode;
}

/**
 * The saves of one versioned console item. Every editor sends the version it read; a save that
 * lost the race with another editor is told (reload theirs or keep mine), never overwritten.
 */
export function useVersionedSave<Item extends { version: number }>({
  version: opened,
  showRefusal,
  onTaken,
}: VersionedSaveOptions<Item>): VersionedSave<Item> {
  const alerts = useAlerts();
  const [version, setVersion] = useState(opened);
  const [conflict, setConflict] = useState<Item>();

  function take(item: Item) {
    setVersion(item.version);
    setConflict(undefined);
    onTaken(item);
  }

  function refused(error: unknown) {
    const current = editConflictOf<Item>(error);
    if (current) return setConflict(current);
    showRefusal(refusalOf(error));
  }

  function settle(answer: SaveAnswer<Item>, success: string) {
    if (answer.error !== undefined || answer.data === undefined) {
      refused(answer.error);
      return false;
    }
    take(answer.data);
    alerts.show({ tone: 'success', message: success });
    return true;
  }

  const notice = conflict && (
    <ConflictNotice
      onReload={() => take(conflict)}
      onKeepMine={() => {
        setVersion(conflict.version);
        setConflict(undefined);
      }}
    />
  );
  return { version, take, refused, settle, notice };
}
