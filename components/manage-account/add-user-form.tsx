'use client';
import { zodResolver } from '@hookform/resolvers/zod';
import { useRouter } from 'next/navigation';
import { useForm } from 'react-hook-form';
import { useApi } from '@/components/ui/use-api';
import { useUi } from '@/components/ui/ui-provider';
import { ASSIGNABLE_ACCOUNT_ROLES, roleLabel } from '@/lib/domain/permissions';
import { ZAddUser, type TAddUser } from '@/lib/schemas/users';

export function AddUserForm({ accountId }: { accountId: string }) {
  const api = useApi();
  const ui = useUi();
  const router = useRouter();
  const form = useForm<TAddUser>({
    resolver: zodResolver(ZAddUser),
    defaultValues: { email: '', name: '', role: 'view' },
  });
  const { errors, isSubmitting } = form.formState;
  const field = (name: keyof TAddUser) => ({
    id: name,
    'aria-invalid': !!errors[name],
    'aria-describedby': errors[name] ? `${name}-error` : undefined,
    ...form.register(name),
  });
  const fieldError = (name: keyof TAddUser) =>
    errors[name] && (
      <p id={`${name}-error`} className="field-error">
        {errors[name]?.message}
      </p>
    );

  const onSubmit = form.handleSubmit(async (values) => {
    const added = await api<{ message: string }>(`/api/account/${accountId}/users`, {
      method: 'POST',
      json: values,
    });
    if (!added.ok) return;
    await ui.alert('Success!', [added.data.message]);
    router.push(`/manage-account/users?account_id=${accountId}`);
    router.refresh();
  });

  return (
    <form onSubmit={onSubmit} noValidate className="form">
      <label htmlFor="email">Email</label>
      <input type="email" autoComplete="off" {...field('email')} />
      {fieldError('email')}
      <label htmlFor="name">Name</label>
      <input autoComplete="off" {...field('name')} />
      {fieldError('name')}
      <label htmlFor="role">Role</label>
      <select {...field('role')}>
        {ASSIGNABLE_ACCOUNT_ROLES.map((role) => (
          <option key={role} value={role}>
            {roleLabel(role)}
          </option>
        ))}
      </select>
      <p className="muted small">
        New people get an email with a link to set their password; people who already use ClaimCert are told
        they can now open this account.
      </p>
      <div className="actions">
        <button type="submit" className="button" disabled={isSubmitting}>
          {isSubmitting ? 'Adding…' : 'Add user'}
        </button>
      </div>
    </form>
  );
}
