// The OpenAPI document (GET /api/openapi.json): it validates as OpenAPI 3.1, and every route file
// and every method it exports is in it, with the zod schemas the handler declares. Routes are found
// on disk, so a route added later is checked without this file changing. The served document (the
// bundler's require.context, app/api/route-modules.ts) is compared with the same walk in
// tests/e2e/api-reference.spec.ts.
import { Validator } from '@seriousme/openapi-schema-validator';
import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildOpenApiDocument, HTTP_METHODS } from '@/lib/api/openapi/build-document';
import type { JsonSchema } from '@/lib/api/openapi/json-schema';
import { routeSpecOf } from '@/lib/api/route';
import { routePath } from '@/lib/api/openapi/route-path';
import { loadRouteModules, routeFiles } from '../support/route-modules';

/* eslint-disable @typescript-eslint/no-explicit-any */
let modules: Awaited<ReturnType<typeof loadRouteModules>>;
let document: any;

beforeAll(async () => {
  modules = await loadRouteModules();
  document = buildOpenApiDocument(modules);
}, 120_000);

describe('the OpenAPI document', () => {
  it('is a valid OpenAPI 3.1 document', async () => {
    const validator = new Validator();
    const result = await validator.validate(document as JsonSchema);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(validator.version).toBe('3.1');
    // The validator is not a rubber stamp: a broken operation fails it.
    const broken = structuredClone(document);
    broken.paths['/api/openapi.json'].get.responses = { '200': { content: {} } }; // no description
    expect((await new Validator().validate(broken)).valid).toBe(false);
  });

  it('has every route file and every HTTP method each one exports', () => {
    expect(modules.length).toBe(routeFiles().length);
    expect(modules.length).toBeGreaterThan(100);
    for (const { file, exports } of modules) {
      const { path } = routePath(file);
      const methods = HTTP_METHODS.filter((m) => typeof exports[m] === 'function');
      expect(methods.length, `${file} exports no method`).toBeGreaterThan(0);
      for (const method of methods) {
        expect(document.paths[path]?.[method.toLowerCase()], `${method} ${path} (${file})`).toBeDefined();
      }
    }
    const documented = Object.values(document.paths).flatMap((ops: any) => Object.keys(ops));
    const exported = modules.flatMap(({ exports }) =>
      HTTP_METHODS.filter((m) => typeof exports[m] === 'function'),
    );
    expect(documented.length).toBe(exported.length);
  });

  it('every route made with route() carries its schemas into the document', () => {
    for (const { file, exports } of modules) {
      const { path } = routePath(file);
      for (const method of HTTP_METHODS) {
        const spec = routeSpecOf(exports[method]);
        if (!spec) continue;
        const operation = document.paths[path][method.toLowerCase()];
        if (spec.body)
          expect(operation.requestBody.content['application/json'].schema, `${method} ${path}`).toBeTruthy();
        if (spec.auth === 'public') expect(operation.security).toEqual([]);
        if (spec.auth === 'account') expect(operation.security).toContainEqual({ apiToken: [] });
      }
    }
  });

  it('describes bodies, query parameters and path parameters from the zod schemas', () => {
    const create = document.paths['/api/account/{acc}/api_tokens'].post;
    const body = create.requestBody.content['application/json'].schema;
    expect(body.required).toEqual(expect.arrayContaining(['name', 'role']));
    expect(body.properties.role.enum).toEqual(['admin', 'view']);
    expect(create.parameters).toContainEqual(
      expect.objectContaining({
        name: 'acc',
        in: 'path',
        required: true,
        schema: expect.objectContaining({ format: 'uuid' }),
      }),
    );
    expect(create.responses['201']).toBeDefined();
    expect(create.responses['422']).toEqual({ $ref: '#/components/responses/invalid' });
    const accounts = document.paths['/api/admin/accounts'].get;
    expect(accounts.parameters.every((p: any) => p.in === 'query')).toBe(true);
    expect(accounts.parameters.length).toBeGreaterThan(0);
    expect(document.components.schemas.ErrorBody.required).toEqual(['errors']);
  });

  it('uploads are multipart and downloads name their media type', () => {
    const pdf = document.paths['/api/claim/account/{acc}/contract_group/{g}/contract/{c}/claim/{cl}/pdf'].get;
    expect(Object.keys(pdf.responses['200'].content)).toEqual(['application/pdf']);
    const payment =
      document.paths['/api/paycert/account/{acc}/contract_group/{g}/contract/{c}/cert/{cert}/payments'].post;
    const form = payment.requestBody.content['multipart/form-data'].schema;
    expect(form.required).toEqual(['data']);
    expect(form.properties.data.contentMediaType).toBe('application/json');
    expect(form.properties.file.contentMediaType).toBe('application/octet-stream');
    expect(payment.responses['201']).toBeDefined();
  });

  it('a handler that reads a form or answers a file says so in docs (so the document stays true)', () => {
    const METHOD = /^export (?:const|async function) (GET|POST|PUT|PATCH|DELETE)\b/gm;
    for (const { file, exports } of modules) {
      const source = readFileSync(file, 'utf8');
      const starts = [...source.matchAll(METHOD)];
      starts.forEach((match, i) => {
        const body = source.slice(match.index, starts[i + 1]?.index ?? source.length);
        const spec = routeSpecOf(exports[match[1]!]);
        if (!spec) return;
        if (/readFormData\(|readImageUpload\(|readPaymentForm\(/.test(body))
          expect(spec.docs?.form, `${match[1]} ${file}: docs.form`).toBeDefined();
        if (/fileResponse\(|csvResponse\(|streamedFileResponse\(|new Response\(/.test(body))
          expect(spec.docs?.produces, `${match[1]} ${file}: docs.produces`).toBeDefined();
        if (/json\([^;]*?,\s*201\)/s.test(body))
          expect(spec.docs?.status, `${match[1]} ${file}: docs.status`).toBe(201);
      });
    }
  });

  it('routes outside the wrapper (next-auth) still appear, with a generic body', () => {
    const auth = document.paths['/api/auth/{nextauth}'];
    expect(auth.get).toBeDefined();
    expect(auth.post.requestBody.required).toBe(false);
  });
});
