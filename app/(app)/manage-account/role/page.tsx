import type { Metadata } from 'next';
import {
  PERMISSIONS,
  RESOURCES,
  ROLES,
  roleLabel,
  type Action,
  type Resource,
} from '@/lib/domain/permissions';
import { requirePageSession } from '@/lib/server/pages/page-session';

export const metadata: Metadata = { title: 'Roles' };

const RESOURCE_LABELS: Record<Resource, string> = {
  project: 'Projects',
  contract: 'Contracts',
  contact: 'Contacts',
  account: 'Account',
};
const ACTION_LABELS: Record<Action, string> = {
  view: 'view',
  create: 'create',
  edit: 'edit',
  access: 'manage',
  claim_or_cert: 'claims and certificates',
};
// 'viewer' is the legacy name of 'view' with the same rights: one row is enough.
const SHOWN_ROLES = ROLES.filter((role) => role !== 'viewer');

/** The §6 permission table, read straight from the data every check uses. */
export default async function RolesPage() {
  await requirePageSession();
  return (
    <>
      <h1>Roles</h1>
      <p className="muted">
        What each role may do. Account roles apply everywhere in the account; project and contract roles only
        on the projects and contracts a person is a member of. Only the owner can hand ownership to someone
        else.
      </p>
      <div className="table-scroll">
        <table className="table">
          <caption className="visually-hidden">Permissions of each role</caption>
          <thead>
            <tr>
              <th scope="col">Role</th>
              {RESOURCES.map((resource) => (
                <th key={resource} scope="col">
                  {RESOURCE_LABELS[resource]}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {SHOWN_ROLES.map((role) => (
              <tr key={role}>
                <th scope="row">{roleLabel(role)}</th>
                {RESOURCES.map((resource) => {
                  const actions = PERMISSIONS[role][resource];
                  return (
                    <td key={resource}>
                      {actions.length ? actions.map((a) => ACTION_LABELS[a]).join(', ') : '—'}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
