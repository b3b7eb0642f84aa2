// A JSON Schema (from the OpenAPI document) as a readable list: each property with its type,
// whether it is required, and its limits; nested objects and arrays of objects indented below.

import styles from './api-reference.module.css';

type Schema = {
  type?: string | string[];
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  anyOf?: Schema[];
  oneOf?: Schema[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  default?: unknown;
  $ref?: string;
  description?: string;
  contentMediaType?: string;
};

export type JsonSchemaLike = Schema;

const MAX_DEPTH = 4;

/** One line describing a schema's type: "string (uuid)", "integer 0–100", "one of: a, b", … */
export function typeLabel(schema: Schema): string {
  if (schema.$ref) return schema.$ref.split('/').at(-1)!;
  if (schema.enum) return `one of: ${schema.enum.map((v) => JSON.stringify(v)).join(', ')}`;
  if (schema.const !== undefined) return `exactly ${JSON.stringify(schema.const)}`;
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives) return alternatives.map(typeLabel).join(' or ');
  const type = Array.isArray(schema.type) ? schema.type.join(' or ') : (schema.type ?? 'any');
  const parts = [type === 'array' && schema.items ? `array of ${typeLabel(schema.items)}` : type];
  if (schema.format) parts.push(`(${schema.format})`);
  if (schema.contentMediaType) parts.push(`(${schema.contentMediaType})`);
  const range = (min?: number, max?: number, unit = '') =>
    min !== undefined || max !== undefined
      ? `${min ?? ''}${min !== undefined && max !== undefined ? '–' : max !== undefined ? 'up to ' : '+'}${max ?? ''}${unit}`
      : '';
  const safe = (n?: number) => (n !== undefined && Math.abs(n) < Number.MAX_SAFE_INTEGER ? n : undefined);
  for (const r of [
    range(safe(schema.minimum), safe(schema.maximum)),
    range(schema.minLength, schema.maxLength, ' characters'),
    range(schema.minItems, schema.maxItems, ' items'),
  ])
    if (r) parts.push(r);
  if (schema.default !== undefined) parts.push(`default ${JSON.stringify(schema.default)}`);
  return parts.join(' ');
}

function nested(schema: Schema): Schema | null {
  if (schema.properties) return schema;
  if (schema.items?.properties) return schema.items;
  const alternative = (schema.anyOf ?? schema.oneOf)?.find((s) => s.properties || s.items?.properties);
  return alternative ? nested(alternative) : null;
}

export function SchemaView({ schema, depth = 0 }: { schema: Schema; depth?: number }) {
  if (!schema.properties || Object.keys(schema.properties).length === 0) {
    return <p className={styles.schemaType}>{typeLabel(schema)}</p>;
  }
  const required = new Set(schema.required ?? []);
  return (
    <ul className={styles.schemaList}>
      {Object.entries(schema.properties).map(([name, property]) => {
        const inner = depth < MAX_DEPTH ? nested(property) : null;
        return (
          <li key={name}>
            <code>{name}</code> <span className={styles.schemaType}>{typeLabel(property)}</span>
            {required.has(name) ? <span className={styles.schemaRequired}> required</span> : null}
            {inner ? <SchemaView schema={inner} depth={depth + 1} /> : null}
          </li>
        );
      })}
    </ul>
  );
}
