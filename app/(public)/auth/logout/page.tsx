'use client';
import { signOut } from 'next-auth/react';
import { useEffect } from 'react';

/** §2 Log Out: clears local storage and the session, then shows the login page. */
export default function LogoutPage() {
  useEffect(() => {
    window.localStorage.clear();
    window.sessionStorage.clear();
    void signOut({ callbackUrl: '/login' });
  }, []);
  return (
    <div className="card narrow">
      <h1>Logging out…</h1>
    </div>
  );
}
