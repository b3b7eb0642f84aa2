'use client';
// The help form modal (spec §2): support requests go through the third-party form provider
// (§2 Screens), HubSpot, whose portal and form are SUPPORT_PORTAL_ID and SUPPORT_FORM_ID. Its
// embed script is fetched only when someone opens the dialog, so nothing loads from it otherwise.
import { useEffect, useState } from 'react';
import { Modal } from '@/components/ui/modal';

const EMBED_SCRIPT = 'https://js.hsforms.net/forms/embed/v2.js';
const TARGET_ID = 'support-request-form';

declare global {
  interface Window {
    hbspt?: { forms: { create(options: { portalId: string; formId: string; target: string }): void } };
  }
}

let embedScript: Promise<void> | null = null;

function loadEmbedScript(): Promise<void> {
  embedScript ??= new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = EMBED_SCRIPT;
    script.async = true;
    script.onload = () => resolve();
    script.onerror = () => {
      embedScript = null; // let a later try fetch it again
      script.remove();
      reject(new Error('support form script failed to load'));
    };
    document.head.appendChild(script);
  });
  return embedScript;
}

export function SupportFormDialog(props: {
  open: boolean;
  form: { portal_id: string; form_id: string };
  onClose: () => void;
}) {
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading');
  const { open, form } = props;
  useEffect(() => {
    if (!open) return;
    let current = true;
    loadEmbedScript()
      .then(() => {
        const target = document.getElementById(TARGET_ID);
        if (!current || !target || !window.hbspt) throw new Error('support form unavailable');
        target.replaceChildren(); // reopening must not stack a second copy of the form
        window.hbspt.forms.create({
          portalId: form.portal_id,
          formId: form.form_id,
          target: `#${TARGET_ID}`,
        });
        setState('ready');
      })
      .catch(() => current && setState('failed'));
    return () => {
      current = false;
    };
  }, [open, form]);
  return (
    <Modal
      open={open}
      title="Request Support"
      onClose={props.onClose}
      actions={
        <button type="button" className="button secondary" onClick={props.onClose}>
          Close
        </button>
      }
    >
      {state === 'loading' && <p className="muted">Loading the support form…</p>}
      {state === 'failed' && (
        <p role="alert">The support form could not be loaded. Check your connection and try again.</p>
      )}
      <div id={TARGET_ID} />
    </Modal>
  );
}
