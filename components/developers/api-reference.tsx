// The readable form of the OpenAPI document: rendered on the server from the same document that
// GET /api/openapi.json serves, so the two never disagree. No scripts, no external assets: each
// operation is a native <details> that opens on click or keyboard.
import { SchemaView, type JsonSchemaLike } from './schema-view';
import styles from './api-reference.module.css';

interface Parameter {
  name: string;
  in: string;
  required?: boolean;
  schema?: JsonSchemaLike;
  description?: string;
}
interface Operation {
  operationId: string;
  tags?: string[];
  summary?: string;
  description?: string;
  security?: Record<string, unknown>[];
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema: JsonSchemaLike }> };
  responses: Record<string, { $ref?: string; description?: string }>;
}
export interface OpenApiDocumentLike {
  info: { title: string; description?: string };
  tags?: { name: string }[];
  paths: Record<string, Record<string, Operation>>;
  components: {
    schemas?: Record<string, JsonSchemaLike>;
    responses?: Record<string, { description: string }>;
  };
}

const WHO: Record<string, string> = {
  none: 'Anyone',
  session: 'Signed-in users',
  both: 'Signed-in users and API tokens of the account',
};

function who(operation: Operation): string {
  const schemes = (operation.security ?? []).flatMap(Object.keys);
  if (schemes.length === 0) return WHO.none!;
  return schemes.includes('apiToken') ? WHO.both! : WHO.session!;
}

function resolve(schema: JsonSchemaLike, doc: OpenApiDocumentLike): JsonSchemaLike {
  const name = schema.$ref?.match(/^#\/components\/schemas\/(.+)$/)?.[1];
  return name ? (doc.components.schemas?.[name] ?? schema) : schema;
}

function responseText(
  code: string,
  response: Operation['responses'][string],
  doc: OpenApiDocumentLike,
): string {
  const name = response.$ref?.split('/').at(-1);
  const text = name ? doc.components.responses?.[name]?.description : response.description;
  return text?.replace(new RegExp(`^${code}: `), '') ?? '';
}

function OperationView({
  method,
  path,
  operation,
  doc,
}: {
  method: string;
  path: string;
  operation: Operation;
  doc: OpenApiDocumentLike;
}) {
  const params = operation.parameters ?? [];
  const body = Object.entries(operation.requestBody?.content ?? {});
  return (
    <details className={styles.operation} id={operation.operationId}>
      <summary>
        <span className={styles.method}>{method.toUpperCase()}</span>{' '}
        <code className={styles.path}>{path}</code>
        {operation.summary && operation.summary !== `${method.toUpperCase()} ${path}` ? (
          <span className={styles.summary}> {operation.summary}</span>
        ) : null}
      </summary>
      <div className={styles.body}>
        <p>
          <strong>Who:</strong> {who(operation)}. {operation.description}
        </p>
        {params.length > 0 ? (
          <>
            <h4>Parameters</h4>
            <ul className={styles.schemaList}>
              {params.map((p) => (
                <li key={`${p.in}:${p.name}`}>
                  <code>{p.name}</code> <span className={styles.schemaType}>in {p.in}</span>
                  {p.required ? <span className={styles.schemaRequired}> required</span> : null}
                  {p.schema ? <SchemaView schema={resolve(p.schema, doc)} depth={4} /> : null}
                </li>
              ))}
            </ul>
          </>
        ) : null}
        {body.map(([mediaType, { schema }]) => (
          <div key={mediaType}>
            <h4>
              Request body <span className={styles.schemaType}>({mediaType})</span>
            </h4>
            <SchemaView schema={resolve(schema, doc)} />
          </div>
        ))}
        <h4>Responses</h4>
        <ul className={styles.responses}>
          {Object.entries(operation.responses).map(([code, response]) => (
            <li key={code}>
              <code>{code}</code> {responseText(code, response, doc)}
            </li>
          ))}
        </ul>
      </div>
    </details>
  );
}

export function ApiReference({ doc }: { doc: OpenApiDocumentLike }) {
  const byTag = new Map<string, { method: string; path: string; operation: Operation }[]>();
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [method, operation] of Object.entries(methods)) {
      const tag = operation.tags?.[0] ?? 'api';
      if (!byTag.has(tag)) byTag.set(tag, []);
      byTag.get(tag)!.push({ method, path, operation });
    }
  }
  const tags = [...byTag.keys()].sort();
  const count = [...byTag.values()].reduce((n, list) => n + list.length, 0);
  return (
    <>
      <nav aria-label="API sections" className={styles.toc}>
        <h2>Sections</h2>
        <p>{count} operations.</p>
        <ul>
          {tags.map((tag) => (
            <li key={tag}>
              <a href={`#tag-${tag}`}>{tag}</a> ({byTag.get(tag)!.length})
            </li>
          ))}
        </ul>
      </nav>
      {tags.map((tag) => (
        <section key={tag} aria-labelledby={`tag-${tag}`} className={styles.section}>
          <h2 id={`tag-${tag}`}>
            <code>/api/{tag}</code>
          </h2>
          {byTag.get(tag)!.map(({ method, path, operation }) => (
            <OperationView
              key={`${method} ${path}`}
              method={method}
              path={path}
              operation={operation}
              doc={doc}
            />
          ))}
        </section>
      ))}
    </>
  );
}
