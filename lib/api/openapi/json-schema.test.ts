import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { SchemaRegistry } from './json-schema';

describe('SchemaRegistry', () => {
  it('inlines a plain schema, input side, without $schema', () => {
    const registry = new SchemaRegistry();
    const json = registry.toJson(
      z.object({ name: z.string().trim().min(1), n: z.coerce.number().default(1) }),
      'x',
    );
    expect(json).toMatchObject({
      type: 'object',
      properties: { name: { type: 'string', minLength: 1 } },
      required: ['name'],
    });
    expect(json.$schema).toBeUndefined();
    expect(registry.components).toEqual({});
  });

  it('moves a self-referring schema to components and points "#" at it', () => {
    const registry = new SchemaRegistry();
    const Node: z.ZodType<{ name: string; children: unknown[] }> = z.object({
      name: z.string(),
      get children() {
        return z.array(Node);
      },
    });
    expect(registry.toJson(Node, 'postTree_body')).toEqual({ $ref: '#/components/schemas/postTree_body' });
    const stored = JSON.stringify(registry.components);
    expect(stored).toContain('"$ref":"#/components/schemas/postTree_body"');
    expect(stored).not.toMatch(/"\$ref":"#"/);
  });
});
