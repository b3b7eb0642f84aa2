'use client';
// Modals (§2: alert, confirm, delete confirmation, unsaved changes, subscription notice) and
// toasts, reachable from any client component through useUi().
import { createContext, useCallback, useContext, useMemo, useRef, useState, type ReactNode } from 'react';
import { PLAN_PRICE_PATH, planPricePage } from '@/lib/paths/page-paths';
import { Modal } from './modal';
import { Toasts, type Toast } from './toasts';
// Loaded on every page before any form parses: see the file.
import './zod-without-eval';

export const UNSAVED_CHANGES_MESSAGE = 'Do you want to leave with any unsaved changes?';
export const deleteMessage = (thing: string) =>
  `Are you sure you want to delete this ${thing}? This action cannot be undone.`;
/** §8 default text of the upgrade-plan modal. */
export const UPGRADE_MESSAGE =
  "You've reached the limits of your current plan. Upgrade now for even more active contracts.";

type AlertTitle = 'Error!' | 'Warning!' | 'Success!';
interface DialogState {
  title: string;
  paragraphs: string[];
  confirmLabel: string;
  cancelLabel: string | null;
  danger: boolean;
  resolve: (ok: boolean) => void;
}

export interface Ui {
  alert(title: AlertTitle, paragraphs: string[]): Promise<void>;
  confirm(title: string, message: string, labels?: { ok?: string; cancel?: string }): Promise<boolean>;
  confirmDelete(thing: string): Promise<boolean>;
  confirmUnsaved(): Promise<boolean>;
  subscription(code: number, message: string): void;
  toast(message: string): void;
}

const UiContext = createContext<Ui | null>(null);

export function useUi(): Ui {
  const ui = useContext(UiContext);
  if (!ui) throw new Error('useUi must be used inside <UiProvider>');
  return ui;
}

export function UiProvider({ children }: { children: ReactNode }) {
  const [dialog, setDialog] = useState<DialogState | null>(null);
  const [toasts, setToasts] = useState<Toast[]>([]);
  const nextToast = useRef(0);

  const open = useCallback(
    (d: Omit<DialogState, 'resolve'>) => new Promise<boolean>((resolve) => setDialog({ ...d, resolve })),
    [],
  );
  const close = (ok: boolean) => {
    dialog?.resolve(ok);
    setDialog(null);
  };

  const ui = useMemo<Ui>(
    () => ({
      alert: async (title, paragraphs) => {
        await open({ title, paragraphs, confirmLabel: 'Ok', cancelLabel: null, danger: false });
      },
      confirm: (title, message, labels) =>
        open({
          title,
          paragraphs: [message],
          confirmLabel: labels?.ok ?? 'Ok',
          cancelLabel: labels?.cancel ?? 'Cancel',
          danger: false,
        }),
      confirmDelete: (thing) =>
        open({
          title: 'Delete',
          paragraphs: [deleteMessage(thing)],
          confirmLabel: 'Delete',
          cancelLabel: 'Cancel',
          danger: true,
        }),
      confirmUnsaved: () =>
        open({
          title: 'Unsaved changes',
          paragraphs: [UNSAVED_CHANGES_MESSAGE],
          confirmLabel: 'Ok',
          cancelLabel: 'Cancel',
          danger: false,
        }),
      subscription: (code, message) => {
        // 4021: no plan yet → choose a plan; 4022/4023: over the plan's limits → upgrade (§8).
        // View plans opens the plan page, where the owner chooses and others read whom to ask (§6).
        const title = code === 4021 ? 'Choose a plan' : 'Upgrade your plan';
        void open({
          title,
          paragraphs: [message || UPGRADE_MESSAGE],
          confirmLabel: 'View plans',
          cancelLabel: 'Close',
          danger: false,
        }).then((viewPlans) => {
          const accountId = new URLSearchParams(window.location.search).get('account_id');
          if (viewPlans) window.location.assign(accountId ? planPricePage(accountId) : PLAN_PRICE_PATH);
        });
      },
      toast: (message) => {
        const id = ++nextToast.current;
        setToasts((list) => [...list, { id, message }]);
      },
    }),
    [open],
  );

  return (
    <UiContext.Provider value={ui}>
      {children}
      <Modal
        open={dialog !== null}
        title={dialog?.title ?? ''}
        onClose={() => dialog && close(false)}
        actions={
          <>
            {dialog?.cancelLabel && (
              <button type="button" className="button secondary" onClick={() => close(false)}>
                {dialog.cancelLabel}
              </button>
            )}
            <button
              type="button"
              className={dialog?.danger ? 'button danger' : 'button'}
              onClick={() => close(true)}
            >
              {dialog?.confirmLabel ?? 'Ok'}
            </button>
          </>
        }
      >
        {dialog?.paragraphs.map((p, i) => (
          <p key={i}>{p}</p>
        ))}
      </Modal>
      <Toasts toasts={toasts} onDone={(id) => setToasts((list) => list.filter((t) => t.id !== id))} />
    </UiContext.Provider>
  );
}
