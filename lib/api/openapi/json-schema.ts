// zod 4 → JSON Schema (draft 2020-12, the dialect of OpenAPI 3.1) for the document. Input side:
// what a client sends, before trimming and defaults. A schema that refers to itself or has shared
// parts ($defs, "#") is moved to components.schemas under the name given, its references rewritten,
// because inside the document "#" means the document itself.
import { z, type ZodType } from 'zod';

export type JsonSchema = Record<string, unknown>;

export class SchemaRegistry {
  readonly components: Record<string, JsonSchema> = {};

  /** The JSON Schema of `schema`, or a $ref to it in components when it has references. */
  toJson(schema: ZodType, name: string): JsonSchema {
    const raw = z.toJSONSchema(schema, {
      target: 'draft-2020-12',
      io: 'input',
      unrepresentable: 'any',
    }) as JsonSchema;
    delete raw.$schema;
    const defs = (raw.$defs ?? {}) as Record<string, JsonSchema>;
    delete raw.$defs;
    if (!JSON.stringify(raw).includes('"$ref":"#') && Object.keys(defs).length === 0) return raw;
    const rewrite = (node: unknown): unknown => {
      if (Array.isArray(node)) return node.map(rewrite);
      if (!node || typeof node !== 'object') return node;
      return Object.fromEntries(
        Object.entries(node).map(([key, value]) => {
          if (key !== '$ref' || typeof value !== 'string') return [key, rewrite(value)];
          if (value === '#') return [key, `#/components/schemas/${name}`];
          const def = value.match(/^#\/\$defs\/(.+)$/);
          return [key, def ? `#/components/schemas/${name}_${def[1]}` : value];
        }),
      );
    };
    for (const [defName, def] of Object.entries(defs)) {
      this.components[`${name}_${defName}`] = rewrite(def) as JsonSchema;
    }
    this.components[name] = rewrite(raw) as JsonSchema;
    return { $ref: `#/components/schemas/${name}` };
  }
}
