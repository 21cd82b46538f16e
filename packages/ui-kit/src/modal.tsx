import { type KeyboardEvent, type ReactNode, type SyntheticEvent, useEffect, useId, useRef } from 'react';
import styled from 'styled-components';

// The native <dialog> opened with showModal(): the browser moves focus in, makes the rest of
// the page inert (so focus cannot leave), and turns Escape into a 'cancel' event — no library.
const Dialog = styled.dialog`
  width: min(28rem, calc(100vw - 2 * ${({ theme }) => theme.space.md}));
  max-height: calc(100dvh - 2 * ${({ theme }) => theme.space.md});
  padding: ${({ theme }) => theme.space.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  box-shadow: ${({ theme }) => theme.shadows.overlay};

  &::backdrop {
    /* #rrggbb token + alpha (99 = 60%), dark in both modes. */
    background: ${({ theme }) => `${theme.mode === 'dark' ? theme.colors.background : theme.colors.text}99`};
  }
`;

const Title = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

const Description = styled.div`
  margin: 0 0 ${({ theme }) => theme.space.lg};
  color: ${({ theme }) => theme.colors.text};
`;

export interface ModalProps {
  open: boolean;
  /** Escape or the platform's back gesture: the visitor wants out. */
  onClose: () => void;
  /** Names the dialog (aria-labelledby). */
  title: ReactNode;
  /** Describes it (aria-describedby): read out when the dialog opens. */
  description?: ReactNode;
  children?: ReactNode;
}

/**
 * An accessible modal dialog. Focus goes to the element marked `data-autofocus` (else the first
 * focusable one) and back to the opener when the dialog closes.
 */
export function Modal({ open, onClose, title, description, children }: ModalProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const titleId = useId();
  const descriptionId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog || !open) return;
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open) dialog.showModal();
    dialog.querySelector<HTMLElement>('[data-autofocus]')?.focus();
    return () => {
      if (dialog.open) dialog.close();
      // Browsers differ in restoring focus after close(); do it ourselves.
      opener.current?.focus();
    };
  }, [open]);

  const requestClose = (event: SyntheticEvent) => {
    event.preventDefault(); // React state decides whether the dialog closes
    onClose();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key === 'Escape') requestClose(event);
  };

  return (
    <Dialog
      ref={ref}
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      onCancel={requestClose}
      onKeyDown={onKeyDown}
    >
      {open && (
        <>
          <Title id={titleId}>{title}</Title>
          {description && <Description id={descriptionId}>{description}</Description>}
          {children}
        </>
      )}
    </Dialog>
  );
}
