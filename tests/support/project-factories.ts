// Builders for the project and workflow tests (account users come from ./members.ts addMember).
import { db } from '@/lib/db/client';
import type { ProjectRole } from '@/lib/db/generated/enums';

export async function addProjectMember(
  accountId: string,
  projectId: string,
  userId: string,
  role: ProjectRole,
) {
  await db().projectMember.create({ data: { accountId, projectId, userId, role } });
}

/** The seeded demo's people and accounts, by the names the seed gives them. */
export async function demoIds() {
  const user = async (email: string) => (await db().user.findUniqueOrThrow({ where: { email } })).id;
  const account = async (name: string) => (await db().account.findFirstOrThrow({ where: { name } })).id;
  const kauri = await account('Kauri Interiors Ltd');
  const harbour = await account('Harbour Build Ltd');
  const project = async (accountId: string, name: string) =>
    (await db().project.findFirstOrThrow({ where: { accountId, name } })).id;
  const contract = await db().contract.findFirstOrThrow({ where: { contractNumber: 'SC-014-03' } });
  return {
    claimer: await user('claimer@demo.test'),
    manager: await user('manager@demo.test'),
    viewer: await user('viewer@demo.test'),
    certifier: await user('certifier@demo.test'),
    qs: await user('qs@demo.test'),
    kauri,
    harbour,
    kauriWynyard: await project(kauri, 'Wynyard Quarter Apartments'),
    kauriRemuera: await project(kauri, 'Remuera Townhouses'),
    harbourWynyard: await project(harbour, 'Wynyard Quarter Apartments'),
    contractId: contract.id,
  };
}

/** NZS 3910 style, typed as a user would: 10% of the first $200,000, 5% of the next $800,000, 1.75% beyond. */
export const SCALE = {
  retention_type: 'scale',
  firstpercent: '10',
  firstamount: '200,000.00',
  firstnextpercent: '5',
  firstnextamount: '800,000',
  excesspercent: '1.75',
  maximum: '200,000',
  pcd_percent: '50',
  release_dlp_type: 'days',
  dlppercent: '50',
  dlpdays: '365',
  retention_account: 'ANZ retention trust account',
};
