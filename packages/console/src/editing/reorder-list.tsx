// Drag to reorder with dnd-kit (@dnd-kit/core + sortable): pointer, touch and keyboard sensors,
// with its own live region told our words; and beside every row, up and down buttons that do the
// same in one press, for people who cannot or would rather not drag (and for small touch screens).
import { ArrowDown, ArrowUp, GripVertical } from '@aula/ui-kit/icons';
import { VisuallyHidden } from '@aula/ui-kit/visually-hidden';
import {
  type Announcements,
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  type UniqueIdentifier,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import {
  arrayMove,
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { EditorIconButton } from './editor-icon-button';

// One column that may be narrower than a row's words: a grid item's automatic minimum is its
// content's width, which ran a row 5-10 px past a 320 px screen.
const List = styled.ol`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Row = styled.li<{ $dragging: boolean; $above: boolean }>`
  position: relative;
  z-index: ${({ $dragging }) => ($dragging ? 1 : 'auto')};
  display: flex;
  flex-direction: ${({ $above }) => ($above ? 'column' : 'row')};
  align-items: ${({ $above }) => ($above ? 'stretch' : 'center')};
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.xs};
  border: 1px solid ${({ theme, $dragging }) => ($dragging ? theme.colors.primary : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme, $dragging }) => ($dragging ? theme.shadows.overlay : 'none')};
`;

const Content = styled.div`
  flex: 1;
  min-width: 0;
`;

const Controls = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.xs};
`;

const RowButton = styled(EditorIconButton)`
  flex: none;

  &:disabled {
    opacity: 0.4;
  }
`;

const Handle = styled(RowButton)`
  cursor: grab;
  /* The handle takes the touch for dragging; the rest of the row still scrolls the page. */
  touch-action: none;
`;

export interface ReorderMove {
  from: number;
  to: number;
}

export interface ReorderListProps<T> {
  items: readonly T[];
  getKey: (item: T) => UniqueIdentifier;
  renderItem: (item: T, index: number) => ReactNode;
  /** The item's name in the buttons and the announcements ("Subir «Lección 2»"). */
  itemLabel: (item: T) => string;
  /** The list in its new order, and which position moved where (0-based). */
  onReorder: (items: T[], move: ReorderMove) => void;
  /** Names the list. */
  label: string;
  /**
   * Where a row's handle and move buttons go: beside its content (a title and a line), or above it
   * when the content is a form of its own, which needs the row's whole width on a phone.
   */
  controls?: 'beside' | 'above';
}

interface SortableRowProps {
  id: UniqueIdentifier;
  name: string;
  first: boolean;
  last: boolean;
  above: boolean;
  onMove: (step: -1 | 1) => void;
  buttonRef: (direction: 'up' | 'down', element: HTMLButtonElement | null) => void;
  children: ReactNode;
}

function SortableRow({ id, name, first, last, above, onMove, buttonRef, children }: SortableRowProps) {
  const { t } = useTranslation('console', { keyPrefix: 'editing.reorder' });
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id,
    attributes: { roleDescription: t('roleDescription') },
  });
  const handle = (
    <Handle ref={setActivatorNodeRef} {...attributes} {...listeners} aria-label={t('handle', { item: name })}>
      <GripVertical size={20} aria-hidden="true" />
    </Handle>
  );
  const moves = (
    <>
      <RowButton
        ref={(element) => buttonRef('up', element)}
        aria-label={t('moveUp', { item: name })}
        disabled={first}
        onClick={() => onMove(-1)}
      >
        <ArrowUp size={20} aria-hidden="true" />
      </RowButton>
      <RowButton
        ref={(element) => buttonRef('down', element)}
        aria-label={t('moveDown', { item: name })}
        disabled={last}
        onClick={() => onMove(1)}
      >
        <ArrowDown size={20} aria-hidden="true" />
      </RowButton>
    </>
  );
  return (
    <Row
      ref={setNodeRef}
      $dragging={isDragging}
      $above={above}
      style={{ transform: CSS.Translate.toString(transform), transition }}
    >
      {above ? (
        <>
          <Controls>
            {handle}
            {moves}
          </Controls>
          <Content>{children}</Content>
        </>
      ) : (
        <>
          {handle}
          <Content>{children}</Content>
          {moves}
        </>
      )}
    </Row>
  );
}

/**
 * A list the editor puts in order: drag a row by its handle (mouse, touch, or the keyboard:
 * space, arrows, space), or press its up/down buttons. Every move is announced in the console's
 * language. The parent keeps the items and saves the new order.
 */
export function ReorderList<T>({
  items,
  getKey,
  renderItem,
  itemLabel,
  onReorder,
  label,
  controls = 'beside',
}: ReorderListProps<T>) {
  const { t } = useTranslation('console', { keyPrefix: 'editing.reorder' });
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const keys = items.map(getKey);
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const [pendingFocus, setPendingFocus] = useState<{ key: UniqueIdentifier; direction: 'up' | 'down' } | null>(null);
  const [said, setSaid] = useState('');

  const describe = (id: UniqueIdentifier | undefined, at?: UniqueIdentifier) => {
    const index = keys.indexOf(at ?? id ?? '');
    const item = items[keys.indexOf(id ?? '')];
    return { item: item === undefined ? '' : itemLabel(item), position: index + 1, total: items.length };
  };
  // dnd-kit reports the row under the dragged one as soon as it is picked up (itself): only a
  // change of place is said, so "picked up" is not talked over.
  const lastOver = useRef<UniqueIdentifier | null>(null);
  const announcements: Announcements = {
    onDragStart: ({ active }) => {
      lastOver.current = active.id;
      return t('pickedUp', describe(active.id));
    },
    onDragOver: ({ active, over }) => {
      if (!over || over.id === lastOver.current) return undefined;
      lastOver.current = over.id;
      return t('movedOver', describe(active.id, over.id));
    },
    onDragEnd: ({ active, over }) => t('dropped', describe(active.id, over?.id ?? active.id)),
    onDragCancel: ({ active }) => t('cancelled', describe(active.id)),
  };

  const move = (from: number, to: number) => {
    if (from === to || to < 0 || to >= items.length) return;
    onReorder(arrayMove([...items], from, to), { from, to });
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (over) move(keys.indexOf(active.id), keys.indexOf(over.id));
  };
  const onButtonMove = (index: number, step: -1 | 1) => {
    const key = keys[index] as UniqueIdentifier;
    const item = items[index] as T;
    move(index, index + step);
    setPendingFocus({ key, direction: step < 0 ? 'up' : 'down' });
    setSaid(t('moved', { item: itemLabel(item), position: index + step + 1, total: items.length }));
  };

  // After a button move the row is drawn elsewhere: focus stays on the same button of the same
  // row, or on its other button once the row reached the top or the bottom.
  useEffect(() => {
    if (!pendingFocus) return;
    const { key, direction } = pendingFocus;
    const same = buttons.current.get(`${key}:${direction}`);
    const other = buttons.current.get(`${key}:${direction === 'up' ? 'down' : 'up'}`);
    (same && !same.disabled ? same : other)?.focus();
    setPendingFocus(null);
  });

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{ announcements, screenReaderInstructions: { draggable: t('instructions') } }}
    >
      <SortableContext items={keys} strategy={verticalListSortingStrategy}>
        <List aria-label={label}>
          {items.map((item, index) => {
            const key = keys[index] as UniqueIdentifier;
            return (
              <SortableRow
                key={key}
                id={key}
                name={itemLabel(item)}
                first={index === 0}
                last={index === items.length - 1}
                above={controls === 'above'}
                onMove={(step) => onButtonMove(index, step)}
                buttonRef={(direction, element) => {
                  if (element) buttons.current.set(`${key}:${direction}`, element);
                  else buttons.current.delete(`${key}:${direction}`);
                }}
              >
                {renderItem(item, index)}
              </SortableRow>
            );
          })}
        </List>
      </SortableContext>
      <VisuallyHidden role="status">{said}</VisuallyHidden>
    </DndContext>
  );
}
