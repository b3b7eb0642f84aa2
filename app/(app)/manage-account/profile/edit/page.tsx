import type { Metadata } from 'next';
import { ImageUpload } from '@/components/manage-account/image-upload';
import { ProfileForm } from '@/components/manage-account/profile-form';
import { requirePageSession } from '@/lib/server/pages/page-session';
import { readOwnProfile } from '@/lib/server/users/read-own-profile';

export const metadata: Metadata = { title: 'Edit profile' };

export default async function ProfileEditPage() {
  const session = await requirePageSession();
  const profile = await readOwnProfile(session.user.id);
  return (
    <>
      <h1>Edit profile</h1>
      <section className="card" aria-labelledby="avatar-heading">
        <h2 id="avatar-heading">Avatar</h2>
        <ImageUpload
          uploadUrl="/api/profile/avatar"
          current={profile.avatar}
          label="Avatar"
          alt="Your avatar"
        />
      </section>
      <section className="card form-card" aria-labelledby="details-heading">
        <h2 id="details-heading">Details</h2>
        <ProfileForm
          initial={{ name: profile.name, email: profile.email }}
          backHref={`/manage-account/profile?account_id=${session.current.accountId}`}
        />
      </section>
    </>
  );
}
