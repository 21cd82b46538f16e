import { type KeyboardEvent, type MouseEvent, type ReactNode, useId, useRef } from 'react';
import styled from 'styled-components';
import { focusRing, TOUCH_TARGET } from './focus-ring';

const TabList = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.xs};
  margin-bottom: ${({ theme }) => theme.space.md};
  border-bottom: 2px solid ${({ theme }) => theme.colors.border};
  overflow-x: auto;
`;

const Tab = styled.button<{ $selected: boolean }>`
  /* Equal columns where the words allow; a column never gets narrower than its longest word
     (the default min-width of a flex item), so a label wraps between words, never inside one. */
  flex: 1 1 0;
  /* A tab that is a link (its href) looks as a button does. */
  display: flex;
  align-items: center;
  justify-content: center;
  text-align: center;
  text-decoration: none;
  line-height: 1.2;
  min-height: ${TOUCH_TARGET};
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.xs};
  border: 0;
  border-bottom: 4px solid ${({ theme, $selected }) => ($selected ? theme.colors.primary : 'transparent')};
  background: transparent;
  color: ${({ theme, $selected }) => ($selected ? theme.colors.text : theme.colors.textMuted)};
  font: inherit;
  font-weight: ${({ $selected }) => ($selected ? 700 : 400)};
  cursor: pointer;
  ${focusRing}

  /* The narrowest phones (320 px): three labels such as "Completo · Rápido · Facebook" fit inside a
     card at a slightly smaller size, instead of the last one running off under the card's edge. */
  @media (max-width: 359px) {
    padding-inline: 2px;
    font-size: 0.875rem;
  }
`;

export interface TabItem {
  id: string;
  label: string;
  panel: ReactNode;
  /**
   * The address of the page with this tab selected: the tab is a link, so it works before the app
   * runs (or without it); once it runs a tap selects the tab in place.
   */
  href?: string;
  /**
   * Or the field that a post of form `form` sends to select this tab (the server draws the page
   * with it selected): for a tab whose panel depends on what was typed before, which a link loses.
   */
  send?: { form: string; name: string; value: string };
}

export interface TabsProps {
  /** Names the tab list for screen readers. */
  label: string;
  tabs: TabItem[];
  selectedId: string;
  onSelect: (id: string) => void;
}

/** A tab's element: a link, a button that posts its form, or a plain button. */
function tabElement({ href, send }: TabItem) {
  if (href) return { as: 'a' as const, href };
  if (send)
    return { type: 'submit' as const, form: send.form, name: send.name, value: send.value, formNoValidate: true };
  return { type: 'button' as const };
}

/**
 * WAI-ARIA tabs with automatic activation: arrows, Home and End move between tabs and select
 * them; only the selected panel is rendered, so hidden forms cannot be submitted.
 */
export function Tabs({ label, tabs, selectedId, onSelect }: TabsProps) {
  const baseId = useId();
  const tabRefs = useRef(new Map<string, HTMLElement>());
  const selected = tabs.find((tab) => tab.id === selectedId) ?? tabs[0];

  function moveTo(index: number) {
    const target = tabs[(index + tabs.length) % tabs.length];
    if (!target) return;
    onSelect(target.id);
    tabRefs.current.get(target.id)?.focus();
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const current = tabs.findIndex((tab) => tab.id === selected?.id);
    const moves: Record<string, number> = {
      ArrowRight: current + 1,
      ArrowLeft: current - 1,
      Home: 0,
      End: tabs.length - 1,
    };
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    moveTo(next);
  }

  return (
    <div>
      <TabList role="tablist" aria-label={label} onKeyDown={onKeyDown}>
        {tabs.map((tab) => {
          const isSelected = tab.id === selected?.id;
          return (
            <Tab
              key={tab.id}
              ref={(node) => {
                if (node) tabRefs.current.set(tab.id, node);
                else tabRefs.current.delete(tab.id);
              }}
              {...tabElement(tab)}
              role="tab"
              id={`${baseId}-tab-${tab.id}`}
              aria-selected={isSelected}
              aria-controls={`${baseId}-panel-${tab.id}`}
              tabIndex={isSelected ? 0 : -1}
              $selected={isSelected}
              onClick={(event: MouseEvent) => {
                event.preventDefault();
                onSelect(tab.id);
              }}
            >
              {tab.label}
            </Tab>
          );
        })}
      </TabList>
      {selected && (
        <div role="tabpanel" id={`${baseId}-panel-${selected.id}`} aria-labelledby={`${baseId}-tab-${selected.id}`}>
          {selected.panel}
        </div>
      )}
    </div>
  );
}
