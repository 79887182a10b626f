import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, NestFastifyApplication } from '@nestjs/platform-fastify';
import type { OpenAPIObject } from '@nestjs/swagger';
import { AppModule } from './app.module';
import { API_PREFIX, buildOpenApiDocument } from './app.setup';
import { AppConfig } from './config/app-config';

/*
 * The API reference stays complete (issue 50, "The reference"): the document integrators read at /docs,
 * built as `npm run openapi` builds it (Nest's preview mode: no database, no provider instantiated), has
 * a description and a documented 4xx answer on every operation, a description on every schema property
 * and an example on every scalar one. Each test lists every offender, so one run shows all that is left.
 */

/**
 * The operations that cannot answer a 4xx of their own: they take no input, need no session and look
 * nothing up by id, so any failure is a 5xx (apart from the app-wide rate limit per client address, a 429
 * every route shares). Each entry says why; an operation gains a 4xx (and must leave this list, the test
 * checks it) as soon as it takes a parameter or a guard.
 */
const CANNOT_FAIL_WITH_4XX: Record<string, string> = {
  'GET /api/health': 'liveness probe: no input; answers 200 or 503 (database down)',
  'GET /api/session': 'reports the session as it is (signed in or not); no input',
  'GET /api/auth/google': 'redirects to Google, or back to /login when it is not configured; a bad returnTo is ignored, never an error body',
  'GET /api/auth/google/callback': "Google's redirect back: every failure redirects to /login with a reason, never an error body",
  'GET /api/auth/debug': 'whether Google sign-in and the test login are configured, no input',
  'GET /api/locations': 'reference data, no input',
  'GET /api/service-categories': 'reference data, no input',
  'GET /api/catalog/request-questions': 'reference data, no input',
  'GET /api/subscription/plans': 'public price list, no input',
  'GET /api/subscription/checkout-config': 'public payment-gateway settings, no input',
  'GET /api/dashboard-counts': 'public counts, no input',
  'GET /api/billing/seller': "the marketplace operator's public invoicing details, no input",
  'GET /api/push/config': 'the public VAPID key (or that push is off), no input',
  'GET /api/faq': 'public page content, no input',
  'GET /api/webhooks/event-types': 'the public list of webhook event types, no input',
};

type Schema = {
  type?: string;
  description?: string;
  example?: unknown;
  examples?: unknown;
  enum?: unknown[];
  $ref?: string;
  allOf?: Schema[];
  items?: Schema;
  properties?: Record<string, Schema>;
};

type Operation = {
  description?: string;
  responses?: Record<string, unknown>;
  security?: Record<string, string[]>[];
  'x-svatby-scope'?: unknown;
};

const SCALARS = ['string', 'number', 'integer', 'boolean'];
const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'options', 'head', 'trace'];

function operationsOf(document: OpenAPIObject): { key: string; operation: Operation }[] {
  return Object.entries(document.paths).flatMap(([path, item]) =>
    Object.entries(item as Record<string, Operation>)
      .filter(([method]) => METHODS.includes(method))
      .map(([method, operation]) => ({ key: `${method.toUpperCase()} ${path}`, operation })),
  );
}

/** The schema a property only points at (`$ref`, or `allOf` with one `$ref` as Nest writes enums and nested DTOs). */
function referenced(document: OpenAPIObject, property: Schema): Schema | undefined {
  const ref = property.$ref ?? (property.allOf?.length === 1 ? property.allOf[0].$ref : undefined);
  if (!ref) return undefined;
  return document.components?.schemas?.[ref.replace('#/components/schemas/', '')] as Schema | undefined;
}

function isDescribed(document: OpenAPIObject, property: Schema): boolean {
  if (property.description?.trim()) return true;
  return !!referenced(document, property)?.description?.trim();
}

function needsExample(property: Schema): boolean {
  const scalar = SCALARS.includes(property.type ?? '') || (property.type === 'array' && SCALARS.includes(property.items?.type ?? ''));
  if (!scalar || property.enum || property.items?.enum) return false;
  return property.example === undefined && property.examples === undefined && property.items?.example === undefined;
}

/** Every property of every component schema, with inline objects' properties under a dotted name. */
function propertiesOf(document: OpenAPIObject): { key: string; property: Schema }[] {
  const found: { key: string; property: Schema }[] = [];
  const walk = (prefix: string, schema: Schema) => {
    for (const [name, property] of Object.entries(schema.properties ?? {})) {
      found.push({ key: `${prefix}.${name}`, property });
      if (property.properties) walk(`${prefix}.${name}`, property);
      if (property.items?.properties) walk(`${prefix}.${name}[]`, property.items);
    }
  };
  for (const [name, schema] of Object.entries(document.components?.schemas ?? {})) walk(name, schema as Schema);
  return found;
}

/** Operations without a description. */
function undescribedOperations(document: OpenAPIObject): string[] {
  return operationsOf(document)
    .filter(({ operation }) => !operation.description?.trim())
    .map(({ key }) => key);
}

/** Operations that document no 4xx answer and are not listed as unable to give one. */
function operationsWithout4xx(document: OpenAPIObject, exceptions: Record<string, string>): string[] {
  return operationsOf(document)
    .filter(({ key, operation }) => !(key in exceptions) && !Object.keys(operation.responses ?? {}).some((code) => /^4/.test(code)))
    .map(({ key }) => key);
}

/** Listed exceptions that no longer exist or document a 4xx now: a stale entry would hide a future gap. */
function staleExceptions(document: OpenAPIObject, exceptions: Record<string, string>): string[] {
  const operations = operationsOf(document);
  return Object.keys(exceptions).filter((key) => {
    const found = operations.find((candidate) => candidate.key === key);
    return !found || Object.keys(found.operation.responses ?? {}).some((code) => /^4/.test(code));
  });
}

/** Schema properties without a description (their own, or the one of the schema they only point at). */
function undescribedProperties(document: OpenAPIObject): string[] {
  return propertiesOf(document)
    .filter(({ property }) => !isDescribed(document, property))
    .map(({ key }) => key);
}

/** Scalar properties (or arrays of scalars) without an example or an enum. */
function propertiesWithoutExample(document: OpenAPIObject): string[] {
  return propertiesOf(document)
    .filter(({ property }) => needsExample(property))
    .map(({ key }) => key);
}

/** Operations a token scope opens (x-svatby-scope) that do not offer both the session cookie and the bearer token. */
function scopedWithoutBothSchemes(document: OpenAPIObject): string[] {
  const schemes = (document.components?.securitySchemes ?? {}) as Record<string, { type?: string; in?: string; scheme?: string }>;
  const isCookie = (name: string) => schemes[name]?.type === 'apiKey' && schemes[name]?.in === 'cookie';
  const isBearer = (name: string) => schemes[name]?.type === 'http' && schemes[name]?.scheme?.toLowerCase() === 'bearer';
  return operationsOf(document)
    .filter(({ operation }) => operation['x-svatby-scope'] !== undefined)
    .filter(({ operation }) => {
      const names = (operation.security ?? []).flatMap((requirement) => Object.keys(requirement));
      return !names.some(isCookie) || !names.some(isBearer);
    })
    .map(({ key }) => key);
}

describe('the API reference (openapi.json)', () => {
  let document: OpenAPIObject;

  beforeAll(async () => {
    const config = AppConfig.fromEnv({ NODE_ENV: 'development' });
    const app = await NestFactory.create<NestFastifyApplication>(
      AppModule.forRoot({ config, databaseUrl: 'postgres://preview@127.0.0.1:1/preview' }),
      new FastifyAdapter(),
      { preview: true, logger: false, abortOnError: false },
    );
    app.setGlobalPrefix(API_PREFIX);
    document = buildOpenApiDocument(app);
    await app.close();
  }, 120_000);

  it('describes every operation', () => {
    expect(undescribedOperations(document)).toEqual([]);
  });

  it('documents a 4xx answer on every operation that can give one', () => {
    expect(operationsWithout4xx(document, CANNOT_FAIL_WITH_4XX)).toEqual([]);
    expect(staleExceptions(document, CANNOT_FAIL_WITH_4XX)).toEqual([]);
  });

  it('describes every schema property (a property that only points at a schema borrows its description)', () => {
    expect(undescribedProperties(document)).toEqual([]);
  });

  it('gives every scalar property without an enum an example', () => {
    expect(propertiesWithoutExample(document)).toEqual([]);
  });

  it('declares both security schemes on every operation a token scope opens', () => {
    // Passes vacuously while no operation carries the scope extension.
    expect(scopedWithoutBothSchemes(document)).toEqual([]);
  });
});

describe('the reference checks', () => {
  // A document with one offender of each kind beside a complete operation and schema: each check names exactly its offender.
  const error = { description: 'Chyba', content: {} };
  const planted = {
    openapi: '3.0.0',
    info: { title: 't', version: '1' },
    paths: {
      '/api/fine': { get: { description: 'Vše v pořádku', responses: { '200': { description: '' }, '404': error } } },
      '/api/silent': { get: { responses: { '200': { description: '' }, '400': error } } },
      '/api/hopeful': { post: { description: 'Bez chyb', responses: { '201': { description: '' } } } },
      '/api/excused': { get: { description: 'Bez vstupu', responses: { '200': { description: '' } } } },
      '/api/scoped': {
        get: { description: 'Token', responses: { '401': error }, security: [{ cookie: [] }], 'x-svatby-scope': 'offers:read' },
        put: { description: 'Token', responses: { '401': error }, security: [{ cookie: [] }, { bearer: [] }], 'x-svatby-scope': 'offers:write' },
      },
    },
    components: {
      securitySchemes: { cookie: { type: 'apiKey', in: 'cookie', name: 'sid' }, bearer: { type: 'http', scheme: 'bearer' } },
      schemas: {
        Described: { type: 'object', description: 'Popsaný objekt', properties: { name: { type: 'string', description: 'Jméno', example: 'Jana' } } },
        Bare: { type: 'object', properties: { name: { type: 'string', description: 'Jméno', example: 'Jana' } } },
        Holder: {
          type: 'object',
          properties: {
            good: { $ref: '#/components/schemas/Described' },
            wrapped: { allOf: [{ $ref: '#/components/schemas/Described' }] },
            bad: { $ref: '#/components/schemas/Bare' },
            plain: { type: 'integer', example: 3 },
            tags: { type: 'array', items: { type: 'string' }, description: 'Štítky' },
            kind: { type: 'string', enum: ['a', 'b'], description: 'Druh' },
            nested: { type: 'object', description: 'Vnořený', properties: { inner: { type: 'boolean', description: 'Uvnitř' } } },
          },
        },
      },
    },
  } as unknown as OpenAPIObject;

  it('name each offender and nothing else', () => {
    expect(undescribedOperations(planted)).toEqual(['GET /api/silent']);
    expect(operationsWithout4xx(planted, { 'GET /api/excused': 'no input' })).toEqual(['POST /api/hopeful']);
    expect(staleExceptions(planted, { 'GET /api/excused': 'no input', 'GET /api/fine': 'has a 404', 'GET /api/gone': 'no such' })).toEqual([
      'GET /api/fine',
      'GET /api/gone',
    ]);
    expect(undescribedProperties(planted)).toEqual(['Holder.bad', 'Holder.plain']);
    expect(propertiesWithoutExample(planted)).toEqual(['Holder.tags', 'Holder.nested.inner']);
    expect(scopedWithoutBothSchemes(planted)).toEqual(['GET /api/scoped']);
  });
});
