import type { Metadata } from 'next';
import Link from 'next/link';
import { requirePageSession } from '@/lib/server/pages/page-session';
import { readOwnProfile } from '@/lib/server/users/read-own-profile';

export const metadata: Metadata = { title: 'Profile' };

export default async function ProfilePage() {
  const session = await requirePageSession();
  const profile = await readOwnProfile(session.user.id);
  return (
    <>
      <h1>Profile</h1>
      <section className="card" aria-labelledby="profile-name">
        {profile.avatar && (
          // A data URL from our own upload: next/image adds nothing for it.
          // eslint-disable-next-line @next/next/no-img-element
          <img src={profile.avatar} alt="Your avatar" className="square-image round" width={96} height={96} />
        )}
        <h2 id="profile-name">{profile.name}</h2>
        <dl className="details">
          <dt>Email</dt>
          <dd>{profile.email}</dd>
          <dt>Account</dt>
          <dd>{session.current.accountName}</dd>
        </dl>
        <Link
          href={`/manage-account/profile/edit?account_id=${session.current.accountId}`}
          className="button"
        >
          Edit profile
        </Link>
      </section>
    </>
  );
}
