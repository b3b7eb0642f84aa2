// The OpenAPI 3.1 document of every /api route, built from the route files themselves: each method
// a route file exports is one operation; its path parameters come from the [segment] folders, and
// its parameter, query and body schemas from the zod schemas it hands to route() (routeSpecOf). A
// handler made without route() (next-auth's) still appears, with a generic body. Nothing here is
// written by hand per route, so a route added later is documented by being added.
import type { ZodType } from 'zod';
import { ERROR_TABLE } from '@/lib/errors/app-error';
import { routeSpecOf, type RouteDocs, type RouteSpec } from '../route';
import { SchemaRegistry, type JsonSchema } from './json-schema';
import { routePath } from './route-path';

export interface RouteModule {
  /** The route file, relative to the repository: app/api/…/route.ts */
  file: string;
  exports: Record<string, unknown>;
}

export const HTTP_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;
const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

type Operation = Record<string, unknown>;

export function buildOpenApiDocument(modules: RouteModule[]): JsonSchema {
  const registry = new SchemaRegistry();
  const paths: Record<string, Record<string, Operation>> = {};
  const tags = new Set<string>();
  for (const { file, exports } of [...modules].sort((a, b) => a.file.localeCompare(b.file))) {
    const { path, params } = routePath(file);
    for (const method of HTTP_METHODS) {
      if (typeof exports[method] !== 'function') continue;
      const tag = path.split('/')[2] ?? 'api';
      tags.add(tag);
      const spec = routeSpecOf(exports[method]);
      const operationId = operationIdOf(method, path);
      const operation: Operation = {
        operationId,
        tags: [tag],
        summary: spec?.docs?.summary ?? `${method} ${path}`,
        description: describe(spec, file),
        ...(spec ? securityOf(spec) : {}),
        parameters: [
          ...pathParameters(params, spec?.params, registry, operationId),
          ...queryParameters(spec?.query, registry, operationId),
        ],
        ...requestBodyOf(method, spec, registry, operationId),
        responses: responsesOf(method, spec, params.length > 0),
      };
      if ((operation.parameters as unknown[]).length === 0) delete operation.parameters;
      (paths[path] ??= {})[method.toLowerCase()] = operation;
    }
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'ClaimCert API',
      version: '1.0.0',
      description:
        "Every route of ClaimCert's /api, generated from the route handlers and their zod schemas. " +
        'Sign in (session cookie) or send a personal API token (Manage Account → API tokens) as ' +
        '`Authorization: Bearer cc_…`. Errors always answer `{ "errors": [{ "message", "field"?, "code"? }] }`.',
    },
    servers: [{ url: '/' }],
    tags: [...tags].sort().map((name) => ({ name })),
    paths,
    components: {
      securitySchemes: {
        session: {
          type: 'apiKey',
          in: 'cookie',
          name: 'next-auth.session-token',
          description: 'The session of a signed-in user.',
        },
        apiToken: {
          type: 'http',
          scheme: 'bearer',
          description: "A personal API token (cc_…): its account's routes only, with at most its role.",
        },
      },
      schemas: { ...ERROR_SCHEMAS, ...registry.components },
      responses: errorResponses(),
    },
  };
}

function operationIdOf(method: string, path: string): string {
  const words = path
    .replace(/^\/api\//, '')
    .replace(/[{}]/g, '')
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((w) => w[0]!.toUpperCase() + w.slice(1));
  return method.toLowerCase() + words.join('');
}

function describe(spec: RouteSpec | null, file: string): string {
  if (!spec) return `Handled outside the route wrapper (\`${file}\`); its body is not described.`;
  const who = {
    public: 'Anyone (no sign-in).',
    user: 'A signed-in user (session only; API tokens are refused).',
    account: 'A member of the account in the path (session, or an API token of that account).',
  }[spec.auth];
  const permission = spec.permission
    ? ` Needs the ${spec.permission[0]} permission "${spec.permission[1]}" (§6).`
    : '';
  return `${who}${permission} Route file: \`${file}\`.`;
}

function securityOf(spec: RouteSpec): Operation {
  if (spec.auth === 'public') return { security: [] };
  if (spec.auth === 'user') return { security: [{ session: [] }] };
  return { security: [{ session: [] }, { apiToken: [] }] };
}

function objectProperties(schema: ZodType | undefined, registry: SchemaRegistry, name: string) {
  if (!schema) return { properties: {} as Record<string, JsonSchema>, required: [] as string[] };
  const json = registry.toJson(schema, name);
  const resolved = (json.$ref ? registry.components[name] : json) as JsonSchema;
  return {
    properties: (resolved.properties ?? {}) as Record<string, JsonSchema>,
    required: (resolved.required ?? []) as string[],
  };
}

function pathParameters(
  params: { name: string; catchAll: boolean }[],
  schema: ZodType | undefined,
  registry: SchemaRegistry,
  operationId: string,
): Operation[] {
  const { properties } = objectProperties(schema, registry, `${operationId}_params`);
  return params.map(({ name, catchAll }) => ({
    name,
    in: 'path',
    required: true,
    schema: properties[name] ?? { type: 'string' },
    ...(catchAll ? { description: 'The rest of the path: one or more segments.' } : {}),
  }));
}

function queryParameters(
  schema: ZodType | undefined,
  registry: SchemaRegistry,
  operationId: string,
): Operation[] {
  const { properties, required } = objectProperties(schema, registry, `${operationId}_query`);
  return Object.entries(properties).map(([name, property]) => ({
    name,
    in: 'query',
    required: required.includes(name),
    schema: property,
  }));
}

function requestBodyOf(
  method: string,
  spec: RouteSpec | null,
  registry: SchemaRegistry,
  operationId: string,
): Operation {
  if (spec?.body) {
    return {
      requestBody: {
        required: true,
        content: { 'application/json': { schema: registry.toJson(spec.body, `${operationId}_body`) } },
      },
    };
  }
  if (spec?.docs?.form) {
    return {
      requestBody: {
        required: true,
        content: { 'multipart/form-data': { schema: formSchema(spec.docs.form, registry, operationId) } },
      },
    };
  }
  if (!spec && WRITES.has(method)) {
    return {
      requestBody: {
        required: false,
        content: {
          'application/x-www-form-urlencoded': { schema: { type: 'object' } },
          'application/json': { schema: {} },
        },
      },
    };
  }
  return {};
}

const ref = (name: string) => ({ $ref: `#/components/responses/${name}` });

function responsesOf(method: string, spec: RouteSpec | null, hasPathParams: boolean): Operation {
  const status = String(spec?.docs?.status ?? 200);
  const produces = spec?.docs?.produces;
  const responses: Operation = {
    [status]: {
      description: produces ? `The file (${produces}).` : 'Success.',
      content: produces
        ? { [produces]: { schema: { type: 'string', contentMediaType: produces } } }
        : { 'application/json': { schema: {} } },
    },
  };
  const add = (code: keyof typeof ERROR_TABLE, when: boolean) => {
    if (when) responses[String(ERROR_TABLE[code].status)] ??= ref(code);
  };
  const auth = spec?.auth ?? 'public';
  add('unauthorized', auth !== 'public');
  add('forbidden', auth !== 'public' || WRITES.has(method));
  add('not_found', hasPathParams);
  add('conflict', WRITES.has(method) && auth === 'account');
  add('payload_too_large', Boolean(spec?.body || spec?.docs?.form));
  add('unsupported_media_type', Boolean(spec?.body));
  add('invalid', Boolean(spec?.params || spec?.query || spec?.body || spec?.docs?.form));
  add('too_many_requests', auth === 'account');
  add('internal', true);
  add('unavailable', true);
  return responses;
}

const ERROR_SCHEMAS: Record<string, JsonSchema> = {
  ErrorItem: {
    type: 'object',
    required: ['message'],
    properties: {
      message: { type: 'string', description: 'What went wrong, for a person to read (spec §8).' },
      field: { type: 'string', description: 'The input at fault, as a dotted path (422).' },
      code: { type: 'integer', enum: [4021, 4022, 4023], description: 'Subscription codes of §8 (402).' },
    },
  },
  ErrorBody: {
    type: 'object',
    required: ['errors'],
    properties: { errors: { type: 'array', items: { $ref: '#/components/schemas/ErrorItem' }, minItems: 1 } },
  },
};

function errorResponses(): Record<string, JsonSchema> {
  return Object.fromEntries(
    Object.entries(ERROR_TABLE).map(([code, entry]) => [
      code,
      {
        description: `${entry.status}: ${entry.message}`,
        content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorBody' } } },
      },
    ]),
  );
}

function formSchema(
  form: NonNullable<RouteDocs['form']>,
  registry: SchemaRegistry,
  operationId: string,
): JsonSchema {
  const { files, optionalFiles = [], fields, text: plain = [], json = {} } = form;
  const text = objectProperties(fields, registry, `${operationId}_form`);
  const file = { type: 'string', contentMediaType: 'application/octet-stream' };
  const jsonField = ([name, schema]: [string, ZodType]) => [
    name,
    {
      type: 'string',
      contentMediaType: 'application/json',
      contentSchema: registry.toJson(schema, `${operationId}_${name}`),
    },
  ];
  return {
    type: 'object',
    properties: {
      ...Object.fromEntries([...files, ...optionalFiles].map((name) => [name, file])),
      ...Object.fromEntries(plain.map((name) => [name, { type: 'string' }])),
      ...Object.fromEntries(Object.entries(json).map(jsonField)),
      ...text.properties,
    },
    required: [...files, ...Object.keys(json), ...text.required],
  };
}
