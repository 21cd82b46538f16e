import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Button } from './button';
import { Modal } from './modal';

const Actions = styled.div`
  display: flex;
  flex-direction: column-reverse;
  gap: ${({ theme }) => theme.space.sm};

  @media (min-width: 30rem) {
    flex-direction: row;
    justify-content: flex-end;
  }
`;

export interface ConfirmDialogProps {
  open: boolean;
  title: ReactNode;
  message: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  onConfirm: () => void;
  /** Also called on Escape: leaving the dialog never confirms. */
  onCancel: () => void;
}

/** Asks one question with two answers; the safe answer (cancel) has the focus when it opens. */
export function ConfirmDialog({
  open,
  title,
  message,
  confirmLabel,
  cancelLabel,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  return (
    <Modal open={open} onClose={onCancel} title={title} description={<p>{message}</p>}>
      <Actions>
        <Button variant="ghost" onClick={onCancel} data-autofocus>
          {cancelLabel}
        </Button>
        <Button onClick={onConfirm}>{confirmLabel}</Button>
      </Actions>
    </Modal>
  );
}
