'use client';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { PROJECT_ROLES, roleLabel } from '@/lib/domain/permissions';
import type { AccountPerson } from '@/lib/server/projects/account-people';
import styles from './projects.module.css';

type MembersForm = { members: { user_id: string; role: string; is_key_contact?: boolean }[] };

/** Project members (spec §3 Member: user_id, role, is_key_contact), chosen from the account's users. */
export function MembersFields({ people }: { people: AccountPerson[] }) {
  const { control, register, watch, formState } = useFormContext<MembersForm>();
  const { fields, append, remove } = useFieldArray({ control, name: 'members' });
  const chosen = new Set(watch('members').map((m) => m.user_id));
  const next = people.find((p) => !chosen.has(p.user_id));
  const listError = formState.errors.members?.root?.message ?? formState.errors.members?.message;
  return (
    <fieldset className="fieldset">
      <legend>Members</legend>
      {fields.length === 0 && (
        <p className="muted small">No members yet. Account owners and admins see every project.</p>
      )}
      {fields.map((field, i) => {
        const name = people.find((p) => p.user_id === watch(`members.${i}.user_id`))?.name ?? 'member';
        return (
          <div key={field.id} className={styles.memberRow}>
            <div className="field">
              <label htmlFor={`member-${i}-user`}>Member {i + 1}</label>
              <select id={`member-${i}-user`} {...register(`members.${i}.user_id`)}>
                {people.map((p) => (
                  <option key={p.user_id} value={p.user_id}>
                    {p.name} ({p.email})
                  </option>
                ))}
              </select>
            </div>
            <div className="field">
              <label htmlFor={`member-${i}-role`}>Role of {name}</label>
              <select id={`member-${i}-role`} {...register(`members.${i}.role`)}>
                {PROJECT_ROLES.map((r) => (
                  <option key={r} value={r}>
                    {roleLabel(r)}
                  </option>
                ))}
              </select>
            </div>
            <label className="check">
              <input type="checkbox" {...register(`members.${i}.is_key_contact`)} /> Key contact
            </label>
            <button type="button" className="link-button" onClick={() => remove(i)}>
              Remove {name}
            </button>
          </div>
        );
      })}
      {listError && <p className="field-error">{listError}</p>}
      {next && (
        <button
          type="button"
          className="button secondary"
          onClick={() => append({ user_id: next.user_id, role: 'project_view', is_key_contact: false })}
        >
          Add member
        </button>
      )}
    </fieldset>
  );
}
