import type { Metadata, Viewport } from 'next';
import { connection } from 'next/server';
import type { ReactNode } from 'react';
import { AppUpdates } from '@/components/shell/app-updates';
import { UiProvider } from '@/components/ui/ui-provider';
import { buildId } from '@/lib/server/config/build-id';
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
  return (
    <html lang="en-NZ">
      <body>
        <UiProvider>{children}</UiProvider>
        <AppUpdates buildId={buildId()} />
      </body>
    </html>
  );
}
