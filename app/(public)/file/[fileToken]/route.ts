// /file/{fileToken} (spec §2, download_one_shared_file_by_token): a shared file by the link an
// issued claim's email carries, without signing in. An unknown link goes to the 404 page, an
// expired one to the §2 "Link Expired" page.
import { ZFileToken } from '@/lib/schemas/claims';
import { fileResponse } from '@/lib/api/file-response';
import { readSharedFile } from '@/lib/server/documents/share-tokens';

export async function GET(request: Request, ctx: { params: Promise<{ fileToken: string }> }) {
  const token = ZFileToken.safeParse((await ctx.params).fileToken);
  const file = token.success
    ? await readSharedFile(token.data)
    : ({ ok: false, reason: 'not_found' } as const);
  if (!file.ok) {
    const to = file.reason === 'expired' ? '/error_403_link_expired' : '/error_404';
    return Response.redirect(new URL(to, request.url), 303);
  }
  return fileResponse({ fileName: file.fileName, bytes: file.bytes });
}
