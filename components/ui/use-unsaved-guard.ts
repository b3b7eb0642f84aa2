'use client';
// The unsaved-changes guard (spec §2): while there are unsaved changes, leaving through an in-app
// link asks 'Do you want to leave with any unsaved changes?' (useUi().confirmUnsaved), and closing
// or reloading the tab triggers the browser's own warning (beforeunload).
import { useRouter } from 'next/navigation';
import { useEffect } from 'react';
import { useUi } from '@/components/ui/ui-provider';

/** A plain left click on a same-site link that would replace this page. */
function internalLink(event: MouseEvent): HTMLAnchorElement | null {
  if (event.defaultPrevented || event.button !== 0) return null;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const link = (event.target as Element | null)?.closest?.('a[href]');
  if (!(link instanceof HTMLAnchorElement)) return null;
  if (link.target && link.target !== '_self') return null;
  if (link.hasAttribute('download') || link.origin !== window.location.origin) return null;
  // A link to a place on this same page leaves nothing behind.
  if (link.pathname === window.location.pathname && link.search === window.location.search) return null;
  return link;
}

export function useUnsavedGuard(dirty: boolean): void {
  const ui = useUi();
  const router = useRouter();
  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => event.preventDefault();
    const onClick = (event: MouseEvent) => {
      const link = internalLink(event);
      if (!link) return;
      event.preventDefault();
      event.stopPropagation();
      const href = link.pathname + link.search + link.hash;
      void ui.confirmUnsaved().then((leave) => leave && router.push(href));
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    // Capture phase: before Next's <Link> handles the click and navigates.
    document.addEventListener('click', onClick, true);
    return () => {
      window.removeEventListener('beforeunload', onBeforeUnload);
      document.removeEventListener('click', onClick, true);
    };
  }, [dirty, ui, router]);
}
