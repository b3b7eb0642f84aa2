'use client';
import { zodResolver } from '@hookform/resolvers/zod';
import { useRouter } from 'next/navigation';
import { FormProvider, useForm } from 'react-hook-form';
import { useApi } from '@/components/ui/use-api';
import { useUi } from '@/components/ui/ui-provider';
import { ZSetMembers } from '@/lib/schemas/projects';
import type { AccountPerson } from '@/lib/server/projects/account-people';
import type { ProjectMemberView } from '@/lib/server/projects/read-project';
import { MembersFields } from './members-fields';
import { projectPage } from '@/lib/paths/page-paths';
import { projectApi } from '@/lib/paths/api-paths';

/**
 * The settings page's members tab (POST members). If the caller took away their own right to edit
 * the project, they are taken to the project view (spec §6).
 */
export function MembersForm(props: {
  accountId: string;
  projectId: string;
  members: ProjectMemberView[];
  people: AccountPerson[];
}) {
  const api = useApi();
  const ui = useUi();
  const router = useRouter();
  const initial = props.members.map(({ user_id, role, is_key_contact }) => ({
    user_id,
    role,
    is_key_contact,
  }));
  const form = useForm({ resolver: zodResolver(ZSetMembers), defaultValues: { members: initial } });
  const onSubmit = form.handleSubmit(async (values) => {
    const res = await api<{ still_allowed: boolean }>(
      `${projectApi(props.accountId, props.projectId)}/members`,
      {
        method: 'POST',
        json: values,
      },
    );
    if (!res.ok) return;
    ui.toast('Members saved.');
    if (!res.data.still_allowed) return router.push(projectPage(props.accountId, props.projectId));
    form.reset(values);
    router.refresh();
  });
  return (
    <FormProvider {...form}>
      <form onSubmit={onSubmit} noValidate className="form">
        <MembersFields people={props.people} />
        <div className="actions">
          <button type="submit" className="button" disabled={form.formState.isSubmitting}>
            {form.formState.isSubmitting ? 'Saving…' : 'Save members'}
          </button>
        </div>
      </form>
    </FormProvider>
  );
}
