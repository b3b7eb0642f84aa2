import type { Metadata } from 'next';
import Link from 'next/link';
import { openApiDocument } from '@/app/api/route-modules';
import { ApiReference, type OpenApiDocumentLike } from '@/components/developers/api-reference';

export const metadata: Metadata = { title: 'API reference' };

/**
 * The open API's reference, readable without signing in (like /api/openapi.json, it describes the
 * API, not anyone's data). Rendered on the server from the generated document.
 */
export default async function DevelopersPage() {
  const doc = (await openApiDocument()) as unknown as OpenApiDocumentLike;
  return (
    <main id="main" className="docs-page">
      <p className="brand brand-public">ClaimCert</p>
      <h1>API reference</h1>
      <p>
        Every route of the ClaimCert API, generated from the code that serves it. The machine-readable OpenAPI
        3.1 document is at <a href="/api/openapi.json">/api/openapi.json</a>.
      </p>
      <h2>Calling the API</h2>
      <p>
        A firm&apos;s own systems call the API with a personal API token: an owner or admin makes one in{' '}
        <Link href="/manage-account/api-tokens">Manage Account → API tokens</Link> and sends it as{' '}
        <code>Authorization: Bearer cc_…</code>. A token works on its own account&apos;s routes (those with{' '}
        <code>{'{acc}'}</code> in the path) with at most the role it was given. Errors always answer{' '}
        <code>{'{ "errors": [{ "message": "…" }] }'}</code>, with <code>field</code> on 422 answers.
      </p>
      <pre className="docs-example" tabIndex={0}>
        {`curl -H "Authorization: Bearer cc_…" \\\n  "$CLAIMCERT_URL/api/group/account/{acc}/contract_group"`}
      </pre>
      <ApiReference doc={doc} />
    </main>
  );
}
