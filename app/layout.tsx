import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { UiProvider } from '@/components/ui/ui-provider';
import './globals.css';

export const metadata: Metadata = {
  title: { default: 'ClaimCert', template: '%s · ClaimCert' },
  description: 'Progress-payment claims and payment certificates for construction contracts.',
};
export const viewport: Viewport = { width: 'device-width', initialScale: 1 };

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en-NZ">
      <body>
        <UiProvider>{children}</UiProvider>
      </body>
    </html>
  );
}
