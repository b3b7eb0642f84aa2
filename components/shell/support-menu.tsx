'use client';
import { usePathname, useRouter } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';
import { useApi } from '@/components/ui/use-api';
import { useUi } from '@/components/ui/ui-provider';
import { SupportFormDialog } from './support-form-dialog';

const TURN_ON =
  'ClaimCert support will be able to open this account and act in it, recorded as support, until you turn help desk mode off.';
const TURN_OFF = 'ClaimCert support will lose access to this account straight away.';

/**
 * The header's support menu (spec §2): Support Hub and Request Support when this installation has
 * them configured, and the Help Desk Mode switch for the account's owners and admins.
 */
export function SupportMenu(props: {
  hubUrl: string | null;
  form: { portal_id: string; form_id: string } | null;
  /** Given only to users who may switch help desk mode (account edit). */
  helpDesk: { accountId: string; on: boolean } | null;
}) {
  const { hubUrl, form, helpDesk } = props;
  const ref = useRef<HTMLDetailsElement>(null);
  const pathname = usePathname();
  const router = useRouter();
  const api = useApi();
  const ui = useUi();
  const [formOpen, setFormOpen] = useState(false);
  // Close the menu after navigating.
  useEffect(() => ref.current?.removeAttribute('open'), [pathname]);
  if (!hubUrl && !form && !helpDesk) return null;
  const closeMenu = () => ref.current?.removeAttribute('open');

  async function switchHelpDesk(desk: { accountId: string; on: boolean }) {
    closeMenu();
    const on = !desk.on;
    const confirmed = await ui.confirm(
      on ? 'Turn help desk mode on?' : 'Turn help desk mode off?',
      on ? TURN_ON : TURN_OFF,
      { ok: on ? 'Turn on' : 'Turn off' },
    );
    if (!confirmed) return;
    const result = await api(`/api/account/${desk.accountId}/update_account_detail`, {
      method: 'PATCH',
      json: { is_help_mode: on },
    });
    if (!result.ok) return;
    ui.toast(on ? 'Help desk mode is on.' : 'Help desk mode is off.');
    router.refresh();
  }

  return (
    <>
      <details className="header-menu" ref={ref}>
        <summary>Support</summary>
        <div className="menu">
          {hubUrl && (
            <a href={hubUrl} className="menu-item" target="_blank" rel="noreferrer">
              Support Hub <span className="visually-hidden">(opens in a new tab)</span>
            </a>
          )}
          {form && (
            <button
              type="button"
              className="menu-item"
              onClick={() => {
                closeMenu();
                setFormOpen(true);
              }}
            >
              Request Support
            </button>
          )}
          {helpDesk && (
            <button
              type="button"
              className="menu-item"
              aria-pressed={helpDesk.on}
              onClick={() => void switchHelpDesk(helpDesk)}
            >
              Help Desk Mode {/* The state is announced through aria-pressed; the name stays the same. */}
              <span className="status" aria-hidden="true">
                {helpDesk.on ? 'On' : 'Off'}
              </span>
            </button>
          )}
        </div>
      </details>
      {form && <SupportFormDialog open={formOpen} form={form} onClose={() => setFormOpen(false)} />}
    </>
  );
}
