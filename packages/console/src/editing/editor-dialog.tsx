import { Modal } from '@aula/ui-kit/modal';
import type { FormEvent, ReactNode } from 'react';
import { createPortal } from 'react-dom';

export interface EditorDialogProps {
  title: string;
  onClose: () => void;
  /** Enter in a field or the submit button: the dialog's own action, never the screen's. */
  onSubmit: () => void;
  children: ReactNode;
}

/**
 * A rich-text editor's dialog (link, picture): a labelled modal holding a form. The editor often
 * sits inside a screen's form, and a form may not hold a form, so the dialog is drawn in
 * document.body (React context — theme, words — still reaches it). React passes events up its own
 * tree, through the portal, so the submit is also stopped here: it must not reach the screen's form.
 */
export function EditorDialog({ title, onClose, onSubmit, children }: EditorDialogProps) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    event.stopPropagation();
    onSubmit();
  };
  return createPortal(
    <Modal open onClose={onClose} title={title}>
      <form onSubmit={submit} noValidate>
        {children}
      </form>
    </Modal>,
    document.body,
  );
}
