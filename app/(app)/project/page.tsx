import type { Metadata } from 'next';
import { Breadcrumb } from '@/components/projects/breadcrumb';
import { newProjectValues } from '@/components/projects/form-values';
import { ProjectForm } from '@/components/projects/project-form';
import { requirePageSession } from '@/lib/server/pages/page-session';
import { readAppConfig } from '@/lib/server/config/app-config';
import { listAccountPeople } from '@/lib/server/projects/account-people';
import { accountDefaults } from '@/lib/server/projects/account-defaults';

export const metadata: Metadata = { title: 'New project' };

/** §2 /project: create a project (the §6 route rule has checked project create). */
export default async function NewProjectPage() {
  const { current } = await requirePageSession();
  const [defaults, people] = await Promise.all([
    accountDefaults(current.accountId),
    listAccountPeople(current.accountId),
  ]);
  return (
    <>
      <Breadcrumb accountId={current.accountId} trail={[]} current="New project" />
      <h1>New project</h1>
      <ProjectForm
        accountId={current.accountId}
        initial={newProjectValues(defaults)}
        people={people}
        timeZones={Intl.supportedValuesOf('timeZone')}
        mapsToken={readAppConfig().maps_access_token}
      />
    </>
  );
}
