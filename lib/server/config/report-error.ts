import 'server-only';
import { db } from '@/lib/db/client';
import type { TReportError } from '@/lib/schemas/config';

/** Stores a browser-side error (the error boundary's 'report error' button). */
export async function reportError(input: TReportError, userId: string | null): Promise<{ id: string }> {
  const row = await db().errorReport.create({
    data: { userId, errorPath: input.error_path, errorStack: input.error_stack },
    select: { id: true },
  });
  return row;
}
