import {
  Bold,
  Heading2,
  Heading3,
  Heading4,
  ImagePlus,
  Italic,
  LinkIcon,
  List,
  ListOrdered,
  type LucideIcon,
  Redo2,
  TextQuote,
  Underline,
  Undo2,
} from '@aula/ui-kit/icons';
import type { ChainedCommands, Editor } from '@tiptap/core';
import { useEditorState } from '@tiptap/react';
import { type KeyboardEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { EditorIconButton } from './editor-icon-button';

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.xs};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.background};
`;

const Separator = styled.span`
  align-self: stretch;
  width: 1px;
  margin: 0 ${({ theme }) => theme.space.xs};
  background: ${({ theme }) => theme.colors.border};
`;

const ToolbarButton = styled(EditorIconButton)`
  &[aria-pressed='true'] {
    border-color: ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.primary};
  }
`;

/** One toolbar command: its words' key, icon, shortcut (as ARIA and as shown) and what it does. */
interface Tool {
  name: 'bold' | 'italic' | 'underline' | 'heading2' | 'heading3' | 'heading4' | 'bulletList' | 'orderedList';
  icon: LucideIcon;
  keys: string;
  run: (editor: Editor) => void;
  active: (editor: Editor) => boolean;
}

/** A tool that toggles the mark or list it is named after (Tiptap's name and our words' key are one). */
function toggleTool(
  name: Exclude<Tool['name'], `heading${number}`>,
  icon: LucideIcon,
  keys: string,
  toggle: (chain: ChainedCommands) => ChainedCommands,
): Tool {
  return { name, icon, keys, run: (e) => toggle(e.chain().focus()).run(), active: (e) => e.isActive(name) };
}

const FORMAT_TOOLS: Tool[] = [
  toggleTool('bold', Bold, 'B', (chain) => chain.toggleBold()),
  toggleTool('italic', Italic, 'I', (chain) => chain.toggleItalic()),
  toggleTool('underline', Underline, 'U', (chain) => chain.toggleUnderline()),
  ...([2, 3, 4] as const).map(
    (level): Tool => ({
      name: `heading${level}`,
      icon: { 2: Heading2, 3: Heading3, 4: Heading4 }[level],
      keys: `Alt+${level}`,
      run: (e) => e.chain().focus().toggleHeading({ level }).run(),
      active: (e) => e.isActive('heading', { level }),
    }),
  ),
  toggleTool('bulletList', List, 'Shift+8', (chain) => chain.toggleBulletList()),
  toggleTool('orderedList', ListOrdered, 'Shift+7', (chain) => chain.toggleOrderedList()),
];

export interface RichTextToolbarProps {
  editor: Editor;
  /** The field's name, to name the toolbar ("Formato de «Texto de la parte»"). */
  label: string;
  /** The editable area's id (aria-controls). */
  controls: string;
  onLink: () => void;
  onImage: () => void;
}

/**
 * The editor's buttons. Toggles say whether they are on (aria-pressed) and their keyboard
 * shortcut (aria-keyshortcuts, and in the tooltip); the toolbar is one Tab stop and the arrow keys
 * move along it (the WAI-ARIA toolbar pattern), so Tab goes from the toolbar straight to the text.
 */
export function RichTextToolbar({ editor, label, controls, onLink, onImage }: RichTextToolbarProps) {
  const { t } = useTranslation('console', { keyPrefix: 'editing.richText' });
  const state = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      active: Object.fromEntries(FORMAT_TOOLS.map((tool) => [tool.name, tool.active(current)])),
      blockquote: current.isActive('blockquote'),
      link: current.isActive('link'),
      canUndo: current.can().undo(),
      canRedo: current.can().redo(),
    }),
  });
  const bar = useRef<HTMLDivElement>(null);
  const [current, setCurrent] = useState(0);

  const buttons = () => [...(bar.current?.querySelectorAll<HTMLButtonElement>('button:not(:disabled)') ?? [])];
  const onKeyDown = (event: KeyboardEvent) => {
    const all = buttons();
    const at = all.indexOf(document.activeElement as HTMLButtonElement);
    if (at < 0) return;
    const next = { ArrowRight: at + 1, ArrowLeft: at - 1, Home: 0, End: all.length - 1 }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    all[(next + all.length) % all.length]?.focus();
  };
  // The button that holds the one Tab stop: the last one focused, or the first when that one is
  // now disabled (undo with nothing to undo). Buttons count in the order they are drawn.
  const undoStop = FORMAT_TOOLS.length + 3; // after blockquote, link and image
  const disabledStops = [state.canUndo ? -1 : undoStop, state.canRedo ? -1 : undoStop + 1];
  const tabStop = disabledStops.includes(current) ? 0 : current;
  let index = -1;
  const stop = () => {
    index += 1;
    const mine = index;
    return { tabIndex: mine === tabStop ? 0 : -1, onFocus: () => setCurrent(mine) };
  };
  const named = (name: string, keys: string) => ({
    'aria-label': t(name),
    'aria-keyshortcuts': `Control+${keys} Meta+${keys}`,
    title: t('shortcut', { name: t(name), keys: `Ctrl+${keys}` }),
  });
  const icon = (Icon: LucideIcon) => <Icon size={20} aria-hidden="true" />;
  const formatButton = (tool: Tool) => (
    <ToolbarButton
      key={tool.name}
      {...named(tool.name, tool.keys)}
      {...stop()}
      aria-pressed={state.active[tool.name]}
      onClick={() => tool.run(editor)}
    >
      {icon(tool.icon)}
    </ToolbarButton>
  );

  return (
    <Bar ref={bar} role="toolbar" aria-label={t('toolbar', { label })} aria-controls={controls} onKeyDown={onKeyDown}>
      {FORMAT_TOOLS.slice(0, 3).map(formatButton)}
      <Separator aria-hidden="true" />
      {FORMAT_TOOLS.slice(3).map(formatButton)}
      <ToolbarButton
        {...named('blockquote', 'Shift+B')}
        {...stop()}
        aria-pressed={state.blockquote}
        onClick={() => editor.chain().focus().toggleBlockquote().run()}
      >
        {icon(TextQuote)}
      </ToolbarButton>
      <Separator aria-hidden="true" />
      <ToolbarButton
        {...named('link', 'K')}
        {...stop()}
        aria-pressed={state.link}
        aria-haspopup="dialog"
        onClick={onLink}
      >
        {icon(LinkIcon)}
      </ToolbarButton>
      <ToolbarButton aria-label={t('image')} title={t('image')} {...stop()} aria-haspopup="dialog" onClick={onImage}>
        {icon(ImagePlus)}
      </ToolbarButton>
      <Separator aria-hidden="true" />
      <ToolbarButton
        {...named('undo', 'Z')}
        {...stop()}
        disabled={!state.canUndo}
        onClick={() => editor.chain().focus().undo().run()}
      >
        {icon(Undo2)}
      </ToolbarButton>
      <ToolbarButton
        {...named('redo', 'Shift+Z')}
        {...stop()}
        disabled={!state.canRedo}
        onClick={() => editor.chain().focus().redo().run()}
      >
        {icon(Redo2)}
      </ToolbarButton>
    </Bar>
  );
}
