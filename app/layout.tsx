import type { Metadata, Viewport } from 'next';
import { headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { connection } from 'next/server';
import type { ReactNode } from 'react';
import { AppUpdates } from '@/components/shell/app-updates';
import { UiProvider } from '@/components/ui/ui-provider';
import { PATH_HEADER } from '@/lib/auth/account-cookie';
import { buildId } from '@/lib/server/config/build-id';
import { needsSetup, SETUP_PATH } from '@/lib/server/setup/installation';
import './globals.css';

export const metadata: Metadata = {
  title: { default: 'ClaimCert', template: '%s · ClaimCert' },
  description: 'Progress-payment claims and payment certificates for construction contracts.',
};
export const viewport: Viewport = { width: 'device-width', initialScale: 1 };

export default async function RootLayout({ children }: { children: ReactNode }) {
  // Every page is rendered per request: its scripts carry that request's CSP nonce (proxy.ts),
  // which a page prerendered at build time could not have.
  await connection();
  // A real installation with no users yet answers every page with its first-run setup.
  const path = ((await headers()).get(PATH_HEADER) ?? '/').split('?')[0];
  if (path !== SETUP_PATH && (await needsSetup().catch(() => false))) redirect(SETUP_PATH);
  return (
    <html lang="en-NZ">
      <body>
        <UiProvider>{children}</UiProvider>
        <AppUpdates buildId={buildId()} />
      </body>
    </html>
  );
}
