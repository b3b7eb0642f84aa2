import type { ReactNode } from 'react';
import { AdminHeader } from '@/components/shell/admin-header';
import { BackToTop } from '@/components/ui/back-to-top';
import { requireAdminPage } from '@/lib/server/admin/admin-page-session';

export const dynamic = 'force-dynamic';

/** Platform administration: outside (app), whose pages all need an account to work in. */
export default async function AdminLayout({ children }: { children: ReactNode }) {
  const admin = await requireAdminPage();
  return (
    <>
      <a href="#main" className="skip-link">
        Skip to content
      </a>
      <AdminHeader name={admin.name} />
      <main id="main" className="page">
        {children}
      </main>
      <BackToTop />
    </>
  );
}
