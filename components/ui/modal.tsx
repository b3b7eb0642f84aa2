'use client';
import { useEffect, useId, useRef, type ReactNode } from 'react';

/** An accessible modal on the native <dialog>: focus is trapped and Escape closes it. */
export function Modal(props: {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
  actions: ReactNode;
  /** A further class on the dialog (a wider one for long content). */
  className?: string;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (props.open && !dialog.open) dialog.showModal();
    if (!props.open && dialog.open) dialog.close();
  }, [props.open]);
  return (
    <dialog
      ref={ref}
      className={props.className ? `modal ${props.className}` : 'modal'}
      aria-labelledby={titleId}
      onClose={props.onClose}
    >
      <h2 id={titleId}>{props.title}</h2>
      <div>{props.children}</div>
      <div className="modal-actions">{props.actions}</div>
    </dialog>
  );
}
