import 'server-only';
import type { Db, Tx } from '@/lib/db/client';

/** The name of one of the caller's projects, for an event's payload. */
export async function projectName(tx: Tx | Db, projectId: string): Promise<string> {
  return (await tx.project.findUniqueOrThrow({ where: { id: projectId }, select: { name: true } })).name;
}
