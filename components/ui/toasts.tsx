'use client';
import { useEffect } from 'react';

/** Spec §9: toasts close after 2 seconds. */
export const TOAST_MS = 2_000;

export interface Toast {
  id: number;
  message: string;
}

function ToastItem({ toast, onDone }: { toast: Toast; onDone: (id: number) => void }) {
  useEffect(() => {
    const timer = setTimeout(() => onDone(toast.id), TOAST_MS);
    return () => clearTimeout(timer);
  }, [toast.id, onDone]);
  return <div className="toast">{toast.message}</div>;
}

export function Toasts({ toasts, onDone }: { toasts: Toast[]; onDone: (id: number) => void }) {
  return (
    <div className="toasts" role="status" aria-live="polite">
      {toasts.map((t) => (
        <ToastItem key={t.id} toast={t} onDone={onDone} />
      ))}
    </div>
  );
}
