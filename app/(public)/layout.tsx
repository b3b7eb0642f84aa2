import type { ReactNode } from 'react';

export default function PublicLayout({ children }: { children: ReactNode }) {
  return (
    <main id="main" className="public-page">
      <p className="brand brand-public">ClaimCert</p>
      {children}
    </main>
  );
}
