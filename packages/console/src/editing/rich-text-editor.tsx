// The console's rich-text editor. Tiptap 3 (on ProseMirror) was chosen over Lexical: its schema
// is declared per extension, so the editor is held to the server's allowed list by configuration
// (rich-text-extensions.ts) rather than by cleaning its output afterwards; pasted Word and Google
// Docs HTML goes through that schema; it supports React 17-19 (this repo: 19.3) and needs nothing
// from Node (it runs in the browser; its packages declare no engines), and it is widely kept (about
// 20 M downloads a month, releases every few weeks).
import { FieldError, FieldHint, FieldWrapper } from '@aula/ui-kit/field';
import { richTextFlowStyles } from '@aula/ui-kit/rich-text-body';
import { EditorContent, useEditor } from '@tiptap/react';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import styled from 'styled-components';
import { ImageDialog, type PictureSource } from './image-dialog';
import { LinkDialog } from './link-dialog';
import { richTextExtensions } from './rich-text-extensions';
import { RichTextToolbar } from './rich-text-toolbar';

const Label = styled.span`
  font-weight: 700;
  cursor: default;
`;

const Box = styled.div<{ $invalid: boolean }>`
  overflow: hidden;
  border: 2px solid ${({ theme, $invalid }) => ($invalid ? theme.colors.danger : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};

  &:focus-within {
    border-color: ${({ theme, $invalid }) => ($invalid ? theme.colors.danger : theme.colors.primary)};
  }

  & .ProseMirror {
    min-height: 12rem;
    padding: ${({ theme }) => theme.space.md};
    color: ${({ theme }) => theme.colors.text};
    line-height: 1.6;
    overflow-wrap: anywhere;
    outline: none;
  }
  & .ProseMirror > :first-child {
    margin-top: 0;
  }
  ${richTextFlowStyles}
  & li > p {
    margin: 0;
  }
  & img.ProseMirror-selectednode {
    outline: 3px solid ${({ theme }) => theme.colors.primary};
  }
`;

export interface RichTextEditorProps {
  /** The stored HTML (within @aula/contracts/rich-text); '' for none. */
  value: string;
  /** The HTML after each change, '' when the text is empty. The server sanitises it again. */
  onChange: (html: string) => void;
  label: string;
  hint?: string;
  error?: string;
  /** The console's uploader and library in the picture dialog; without it pictures come by address. */
  pictureSource?: PictureSource;
}

/** A field of formatted text: toolbar, editable area, link and picture dialogs. */
export function RichTextEditor({ value, onChange, label, hint, error, pictureSource }: RichTextEditorProps) {
  const id = useId();
  const ids = { label: `${id}-label`, hint: `${id}-hint`, error: `${id}-error`, area: `${id}-area` };
  const [dialog, setDialog] = useState<'link' | 'image' | null>(null);
  const emitted = useRef(value);
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  const openLink = useRef(() => setDialog('link'));
  const extensions = useMemo(richTextExtensions, []);
  const describedBy = [hint ? ids.hint : null, error ? ids.error : null].filter(Boolean).join(' ');
  // The editable area's accessible name, description and state, from the props.
  const attributes = {
    id: ids.area,
    role: 'textbox',
    'aria-multiline': 'true',
    'aria-labelledby': ids.label,
    ...(describedBy ? { 'aria-describedby': describedBy } : {}),
    ...(error ? { 'aria-invalid': 'true' } : {}),
  };

  const editor = useEditor({
    extensions,
    content: value,
    onUpdate: ({ editor: current }) => {
      emitted.current = current.isEmpty ? '' : current.getHTML();
      onChangeRef.current(emitted.current);
    },
    editorProps: {
      attributes,
      handleKeyDown: (_view, event) => {
        if ((event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === 'k') {
          event.preventDefault();
          openLink.current();
          return true;
        }
        return false;
      },
    },
  });

  // A new hint or error after the first draw reaches the area too.
  const attributesKey = JSON.stringify(attributes);
  useEffect(() => {
    editor.setOptions({ editorProps: { ...editor.options.editorProps, attributes: JSON.parse(attributesKey) } });
  }, [editor, attributesKey]);

  // A new value from outside (another version loaded after an edit conflict): shown, not re-emitted.
  useEffect(() => {
    if (value === emitted.current) return;
    emitted.current = value;
    editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  const close = () => {
    setDialog(null);
    editor.commands.focus();
  };
  const saveLink = (href: string) => {
    const chain = editor.chain().focus().extendMarkRange('link');
    if (editor.state.selection.empty && !editor.isActive('link')) {
      chain.insertContent({ type: 'text', text: href, marks: [{ type: 'link', attrs: { href } }] }).run();
    } else {
      chain.setLink({ href }).run();
    }
    setDialog(null);
  };

  return (
    <FieldWrapper>
      <Label id={ids.label} onClick={() => editor.commands.focus()}>
        {label}
      </Label>
      {hint && <FieldHint id={ids.hint}>{hint}</FieldHint>}
      <Box $invalid={Boolean(error)}>
        <RichTextToolbar
          editor={editor}
          label={label}
          controls={ids.area}
          onLink={() => setDialog('link')}
          onImage={() => setDialog('image')}
        />
        <EditorContent editor={editor} />
      </Box>
      <FieldError id={ids.error} aria-live="polite">
        {error}
      </FieldError>
      {dialog === 'link' && (
        <LinkDialog
          initialHref={(editor.getAttributes('link').href as string | undefined) ?? ''}
          onSave={saveLink}
          onRemove={() => {
            editor.chain().focus().extendMarkRange('link').unsetLink().run();
            setDialog(null);
          }}
          onClose={close}
        />
      )}
      {dialog === 'image' && (
        <ImageDialog
          pictureSource={pictureSource}
          onInsert={(image) => {
            editor.chain().focus().setImage(image).run();
            setDialog(null);
          }}
          onClose={close}
        />
      )}
    </FieldWrapper>
  );
}
