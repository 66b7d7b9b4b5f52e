/**
 * The whole API against bad input (issue 8 §4). Every operation the OpenAPI document lists
 * (openapi.test.ts checks that it lists every registered route, so a route added later is fuzzed
 * without editing this file) gets, from a signed-in admin, requests made invalid on purpose from
 * its documented schemas: out-of-range numbers, wrong types, NUL and other control characters,
 * huge strings, deep nesting, unknown fields, missing fields, bad path parameters and query
 * strings, malformed or foreign bodies, bodies that are not objects. Each answer must be a 4xx in
 * the product's error shape (never a 5xx), and the database must be exactly as it was.
 *
 * Each request is invalid by construction, never by chance: exactly one part is poisoned with a
 * value its documented schema refuses whatever the rest holds (the rest may be valid, to reach as
 * deep as validation goes). A valid request would rightly change data. fast-check draws the cases
 * from a fixed seed, so a failure reproduces; it prints the smallest failing request it finds.
 */
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { beforeAll, expect, it } from 'vitest';
import { apiErrorBodySchema } from '../../src/server/http/api-error';
import type { SmsConfig } from '../../src/server/services/sms/config';
import { signSmsRequest } from '../../src/server/services/sms/signature';
import { describeOnOneDatabase } from './support/each-database';
import { ADMIN, useTestServer, type Session, type TestServer } from './support/test-server';

const SEED = 8_2025;
/** Requests of each kind (a bad path parameter, a bad body field, an unknown field …) per operation. */
const RUNS_PER_KIND = 15;
const INT_MIN = -2_147_483_648;
const INT_MAX = 2_147_483_647;
/** Larger than Fastify's body limit (1 MiB). */
const OVER_BODY_LIMIT = 1_100_000;

// ------------------------------------------------------------------------------ the document

/** The subset of OpenAPI 3.0 schema objects zod's JSON Schema output uses for inputs. */
interface Schema {
  type?: string;
  properties?: Record<string, Schema>;
  required?: string[];
  additionalProperties?: boolean | Schema;
  items?: Schema;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  enum?: unknown[];
  nullable?: boolean;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: boolean | number;
  exclusiveMaximum?: boolean | number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  pattern?: string;
  format?: string;
}

interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header';
  required?: boolean;
  schema: Schema;
}

interface Operation {
  method: string;
  /** `/activities/{id}`. */
  path: string;
  pathParams: Parameter[];
  query: Parameter[];
  /** The JSON body's schema; none when the route reads no JSON body. */
  body?: Schema;
  /** The route also takes a request without a body (documented `requestBody.required: false`: spec 7.1's publishing buttons). */
  bodyOptional: boolean;
  /** The SMS gateway's signed route: its requests are signed, so that their input is what gets checked. */
  gatewaySigned: boolean;
  /** The marketing interface's route: its requests carry the API key, so that their input is what gets checked. */
  apiKeyed: boolean;
}

type DocumentedOperation = {
  parameters?: Parameter[];
  requestBody?: { required?: boolean; content?: Record<string, { schema?: Schema }> };
  security?: Record<string, unknown>[];
};

function operationsOf(document: { paths: Record<string, Record<string, DocumentedOperation>> }): Operation[] {
  return Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({
      method: method.toUpperCase(),
      path,
      pathParams: (operation.parameters ?? []).filter((parameter) => parameter.in === 'path'),
      query: (operation.parameters ?? []).filter((parameter) => parameter.in === 'query'),
      body: operation.requestBody?.content?.['application/json']?.schema,
      bodyOptional: operation.requestBody?.required === false,
      gatewaySigned: (operation.security ?? []).some((scheme) => 'smsGatewaySignature' in scheme),
      apiKeyed: (operation.security ?? []).some((scheme) => 'landingPagesApiKey' in scheme),
    })),
  );
}

// ------------------------------------------------------------------------------ values

/** Bounds of a documented integer, within the safe range. */
function integerBounds(schema: Schema): { min: number; max: number } {
  let min = Math.max(schema.minimum ?? INT_MIN, Number.MIN_SAFE_INTEGER);
  let max = Math.min(schema.maximum ?? INT_MAX, Number.MAX_SAFE_INTEGER);
  if (schema.exclusiveMinimum === true) min += 1;
  if (typeof schema.exclusiveMinimum === 'number') min = schema.exclusiveMinimum + 1;
  if (schema.exclusiveMaximum === true) max -= 1;
  if (typeof schema.exclusiveMaximum === 'number') max = schema.exclusiveMaximum - 1;
  return { min, max };
}

/** A value that mostly fits the schema (so that validation goes on past it). */
function fitting(schema: Schema, depth = 0): fc.Arbitrary<unknown> {
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants) return fc.oneof(...variants.map((variant) => fitting(variant, depth)));
  if (schema.enum) return fc.constantFrom(...schema.enum);
  switch (schema.type) {
    case 'integer':
    case 'number': {
      const { min, max } = integerBounds(schema);
      return fc.integer({ min: Math.max(min, -1_000_000), max: Math.min(max, 1_000_000) });
    }
    case 'boolean':
      return fc.boolean();
    case 'string': {
      if (schema.format === 'email') return fc.emailAddress();
      const maxLength = Math.min(schema.maxLength ?? 40, 40);
      const minLength = schema.minLength ?? 0;
      const text = schema.pattern ? fc.stringMatching(new RegExp(schema.pattern)) : fc.string({ maxLength });
      return text.filter((value) => value.trim().length >= minLength && value.length <= (schema.maxLength ?? Infinity));
    }
    case 'array':
      return depth > 3 ? fc.constant([]) : fc.array(fitting(schema.items ?? {}, depth + 1), { maxLength: Math.min(schema.maxItems ?? 3, 3) });
    case 'object':
      if (depth > 3) return fc.constant({});
      return fc.record(
        Object.fromEntries(Object.entries(schema.properties ?? {}).map(([key, property]) => [key, fitting(property, depth + 1)])),
        { requiredKeys: schema.required ?? [] },
      );
    default:
      return junk;
  }
}

/** Any JSON, from the tame to the hostile: control characters, bidi overrides, a lone surrogate, numbers no column holds. */
const junk: fc.Arbitrary<unknown> = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }),
  fc.string({ unit: 'binary', maxLength: 30 }),
  fc.constantFrom('\u0001\u001b[2J', '\u202Egnp.exe', '\uFEFF', '\uD800', '0x10', '1e400', ' 12 ', '-0', 'null', 'true'),
  fc.constantFrom(2 ** 31, -(2 ** 31) - 1, 2 ** 53, 1e308, -1, 0, 0.5),
);

/** Fits or not: the rest of a request, around its poisoned part. */
const anything = (schema: Schema) => fc.oneof({ weight: 3, arbitrary: fitting(schema) }, { weight: 1, arbitrary: junk });

/** A poisoned value and what it is, for the failure report. */
interface Poison {
  value: unknown;
  what: string;
  /** The field no schema knows, when that is the poison. */
  unknownField?: string;
}
const poisoned = (what: string) => (value: unknown): Poison => ({ value, what });

/** Refused anywhere: the server refuses a NUL in any string of a body. */
const nulText: fc.Arbitrary<Poison> = fc.string({ maxLength: 8 }).map((text) => ({ value: `${text}\u0000${text}`, what: 'a NUL character' }));

/** Deep nesting: 2,000 arrays in one another. */
const deeplyNested = (): unknown => {
  let value: unknown = [];
  for (let level = 0; level < 2000; level += 1) value = [value];
  return value;
};

/** A text its documented schema refuses (other than a NUL): too long, off its pattern, its enum or its format. */
function badTexts(schema: Schema): Poison[] {
  const bad: Poison[] = [];
  if (schema.maxLength !== undefined) bad.push({ value: 'x'.repeat(Math.max(schema.maxLength * 2, 100_000)), what: 'a huge string' });
  if (schema.pattern) {
    const pattern = new RegExp(schema.pattern);
    const offPattern = ['!', '\u0001', ' ', '..', 'é'].find((candidate) => !pattern.test(candidate) && !pattern.test(`x${candidate}x`));
    if (offPattern !== undefined) bad.push({ value: `x${offPattern}x`, what: `a text off the pattern ${schema.pattern}` });
  }
  if (schema.enum) bad.push({ value: 'not-one-of-them', what: 'a value outside the enum' });
  if (schema.format === 'email') bad.push({ value: 'not-an-email', what: 'a malformed e-mail address' });
  return bad;
}

/**
 * Integers its documented schema refuses: just outside the bounds, fractions, text, objects; and
 * numbers no 32-bit integer column holds, which every integer the API takes must fit (issue 8 §4)
 * even where a schema forgot to say so. The one exception is the OTP `timestamp`: milliseconds of
 * the code's issue time, compared in memory and never stored.
 */
function badIntegers(schema: Schema, name = ''): Poison[] {
  const { min, max } = integerBounds(schema);
  const column: Poison[] =
    name === 'timestamp'
      ? []
      : [
          { value: INT_MAX + 1, what: `${INT_MAX + 1}, over an integer column` },
          { value: INT_MIN - 1, what: `${INT_MIN - 1}, under an integer column` },
        ];
  return [
    ...column.filter((bad) => (bad.value as number) >= min && (bad.value as number) <= max),
    { value: max + 1, what: `${max + 1}, over the maximum` },
    { value: min - 1, what: `${min - 1}, under the minimum` },
    { value: 1e20, what: '1e20' },
    { value: 1.5, what: 'a fraction' },
    { value: 'abc', what: 'text for a number' },
    { value: {}, what: 'an object for a number' },
  ];
}

/** A value the schema refuses, whatever the rest of the request holds. */
function poison(schema: Schema, depth = 0, name = ''): fc.Arbitrary<Poison> {
  return fc.oneof(...poisonKinds(schema, depth, name).map(([, kind]) => kind));
}

/** The kinds of values the schema refuses, each with its name. */
function poisonKinds(schema: Schema, depth = 0, name = ''): Array<[string, fc.Arbitrary<Poison>]> {
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants) {
    if (!variants.every((variant) => variant.type === 'object')) return [['a NUL', nulText]];
    return [
      ['a NUL', nulText],
      ['not an object', notAnObject],
      ['an unknown field', unknownField(variants)],
    ];
  }
  if (schema.type === 'object') return objectPoisons(schema, depth);
  return [[schema.type ?? 'any', typedPoison(schema, depth, name)]];
}

function typedPoison(schema: Schema, depth: number, name: string): fc.Arbitrary<Poison> {
  switch (schema.type) {
    case 'integer':
    case 'number':
      return fc.oneof(nulText, fc.constantFrom(...badIntegers(schema, name)));
    case 'string':
      return fc.oneof(nulText, ...badTexts(schema).map((bad) => fc.constant(bad)));
    case 'array': {
      const item = schema.items ?? {};
      const options: Array<fc.Arbitrary<Poison>> = [
        nulText,
        fc.constantFrom<unknown>({}, 'x', 5).map(poisoned('not an array')),
        fc.tuple(fc.array(anything(item), { maxLength: 2 }), poison(item, depth + 1, name)).map(([rest, bad]) => ({
          value: [...rest, bad.value],
          what: `an item with ${bad.what}`,
        })),
      ];
      if (schema.maxItems !== undefined) {
        const count = schema.maxItems + 1;
        options.push(fitting(item).map((value) => ({ value: Array.from({ length: count }, () => value), what: `${count} items` })));
      }
      return fc.oneof(...options);
    }
    case 'object':
      return fc.oneof(...objectPoisons(schema, depth).map(([, kind]) => kind));
    default:
      return nulText;
  }
}

/** What an object schema refuses: a NUL, no object, an unknown field, a bad property, a required one missing. */
function objectPoisons(schema: Schema, depth: number): Array<[string, fc.Arbitrary<Poison>]> {
  const kinds: Array<[string, fc.Arbitrary<Poison>]> = [
    ['a NUL', nulText],
    ['not an object', notAnObject],
  ];
  // Whatever the document says: every body refuses a field it does not know (issue 8 §4).
  kinds.push(['an unknown field', unknownField([schema])]);
  const properties = Object.entries(schema.properties ?? {});
  if (properties.length > 0 && depth < 4) {
    kinds.push([
      'a bad property',
      fc
            .constantFrom(...properties)
            .chain(([key, property]) =>
              fc.tuple(fc.constant(key), anything(schema), poison(property, depth + 1, key)).map(([name, rest, bad]) => ({
                value: { ...(isObject(rest) ? rest : {}), [name]: bad.value },
                what: `${name}: ${bad.what}`,
              })),
            ),
    ]);
  }
  const required = schema.required ?? [];
  if (required.length > 0) {
    kinds.push([
      'a required field missing',
      fc.tuple(fc.constantFrom(...required), fitting(schema)).map(([missing, value]) => {
        const rest = { ...(value as Record<string, unknown>) };
        delete rest[missing];
        return { value: rest, what: `${missing} missing` };
      }),
    ]);
  }
  return kinds;
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

const notAnObject: fc.Arbitrary<Poison> = fc.oneof(
  fc.constantFrom<unknown>(5, 'text', [], true, [{}]).map(poisoned('not an object')),
  fc.constant(null).map(() => ({ value: deeplyNested(), what: 'arrays nested 2,000 deep' })),
);

/**
 * An object of one of these (strict) shapes, plus a field none of them knows. Half the time the
 * object holds nothing else, the case where a lax schema would take it as a valid empty change.
 */
function unknownField(shapes: Schema[]): fc.Arbitrary<Poison> {
  const known = new Set(shapes.flatMap((shape) => Object.keys(shape.properties ?? {})));
  const name = fc.oneof(
    fc.constantFrom('nameEn', 'isActive', 'countryEN', '__proto__x', 'constructor', 'ID', 'عنوان'),
    fc.string({ minLength: 1, maxLength: 12 }),
  );
  return fc
    .tuple(fc.oneof(fc.constant({}), fc.constantFrom(...shapes).chain((shape) => fitting(shape))), name.filter((key) => !known.has(key)), junk)
    .map(([value, key, extra]) => ({
      value: { ...(isObject(value) ? value : {}), [key]: extra },
      what: `the unknown field ${JSON.stringify(key)}`,
      unknownField: key,
    }));
}

// ------------------------------------------------------------------------------ requests

interface BadRequest {
  what: string;
  /** A top-level body field the route must name as unknown. */
  unknownField?: string;
  path: string;
  query: string;
  /** No content type: a body sent without saying what it is. */
  body?: { contentType?: string; payload: string };
}

/** Values that reach a route's handler (an existing id, a known list), so the poison elsewhere is what is refused. */
const SAMPLE_PATH_VALUES: Record<string, string> = {
  id: '1',
  objectId: 'fuzz-object-id',
  listKey: 'activities',
  name: 'fuzz',
  folder: 'activities',
  file: 'fuzz.jpg',
  orgID: 'none',
  keyword: 'fuzz',
  suite: 'charity',
};

/** Path parameter values the schema refuses (a malformed, out-of-range or too long id, a bad encoding). */
function badPathValues(schema: Schema): Poison[] {
  const encoded = (bad: Poison) => ({ value: encodeURIComponent(String(bad.value)).slice(0, 300), what: bad.what });
  const universal: Poison[] = [
    { value: '%00', what: 'a NUL' },
    { value: '%', what: 'a bad percent-encoding' },
    { value: 'x'.repeat(200), what: 'a parameter over the router limit' },
  ];
  if (schema.type === 'integer') {
    return [...universal, ...badIntegers(schema, 'path').filter((bad) => typeof bad.value !== 'object').map(encoded), { value: '99999999999999999999', what: '20 digits' }];
  }
  return [...universal, ...badTexts(schema).map(encoded)];
}

function fillPath(operation: Operation, values: Record<string, string>): string {
  return operation.path.replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? SAMPLE_PATH_VALUES[name] ?? 'x');
}

const toQueryText = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));

/** A query string of the documented parameters (fitting, or also junk), some absent. */
function anyQuery(operation: Operation, except?: string, onlyFitting = false): fc.Arbitrary<Record<string, string>> {
  const entries = operation.query
    .filter((parameter) => parameter.name !== except)
    .map((parameter) => [parameter.name, (onlyFitting ? fitting(parameter.schema) : anything(parameter.schema)).map(toQueryText)] as const);
  return fc.record(Object.fromEntries(entries), { requiredKeys: [] }) as fc.Arbitrary<Record<string, string>>;
}

const queryText = (entries: Record<string, string>) => {
  const text = new URLSearchParams(entries).toString();
  return text === '' ? '' : `?${text}`;
};

const json = (value: unknown) => ({ contentType: 'application/json', payload: JSON.stringify(value) });

/**
 * Bodies that are not an object, which no route that reads a JSON body takes (400 `validation`):
 * JSON `null`, `[]` and `""`, and no body at all, said to be JSON or not. A route that takes a
 * request without a body (publishing, spec 7.1) takes "no body" and `null` too: those are not bad
 * requests there (publishing.test.ts holds them).
 */
function bodiesNotAnObject(operation: Operation): Array<{ body: NonNullable<BadRequest['body']>; what: string }> {
  const bodies = [
    { body: json([]), what: 'a JSON array' },
    { body: json(''), what: 'a JSON string' },
    { body: json(null), what: 'JSON null', noBody: true },
    { body: { contentType: 'application/json', payload: '' }, what: 'an empty JSON body', noBody: true },
    { body: { payload: '' }, what: 'no body and no content type', noBody: true },
  ];
  return bodies.filter((candidate) => !(operation.bodyOptional && candidate.noBody)).map(({ body, what }) => ({ body, what }));
}

/** Bodies no route can take: not JSON, a foreign type, junk multipart, over the size limit. */
const unreadableBody: fc.Arbitrary<{ body: NonNullable<BadRequest['body']>; what: string }> = fc.constantFrom(
  { body: { contentType: 'application/json', payload: '{"nameEN": "x",' }, what: 'malformed JSON' },
  { body: { contentType: 'application/json', payload: '{"a":1}}' }, what: 'JSON with trailing junk' },
  { body: { contentType: 'application/json', payload: '{"__proto__": {"isAdmin": true}}' }, what: 'a prototype-poisoning body' },
  { body: { contentType: 'application/xml', payload: '<a>1</a>' }, what: 'an XML body' },
  { body: { contentType: 'multipart/form-data; boundary=fuzz', payload: '--fuzz\r\nContent-Disposition: form-data; name="file"; filename="a.jpg"\r\n\r\nnot an image\r\n--fuzz--\r\n' }, what: 'a multipart body that is no image' },
  { body: { contentType: 'multipart/form-data; boundary=fuzz', payload: '--fuzz\r\nbroken' }, what: 'a broken multipart body' },
  { body: { contentType: 'application/json', payload: JSON.stringify({ junk: 'x'.repeat(OVER_BODY_LIMIT) }) }, what: 'a body over the size limit' },
);

/** Every kind of bad request the operation's documented inputs allow, each with its name. */
function badRequestKinds(operation: Operation): Array<[string, fc.Arbitrary<BadRequest>]> {
  const kinds: Array<[string, fc.Arbitrary<BadRequest>]> = [];
  const hasBody = operation.method !== 'GET';
  const fittingBody = operation.body ? anything(operation.body).map(json) : fc.constant(undefined);

  for (const parameter of operation.pathParams) {
    kinds.push([
      `path ${parameter.name}`,
      fc
        .tuple(fc.constantFrom(...badPathValues(parameter.schema)), anyQuery(operation), fittingBody)
        .map(([bad, query, body]) => ({
          what: `path ${parameter.name}: ${bad.what}`,
          path: fillPath(operation, { [parameter.name]: String(bad.value) }),
          query: queryText(query),
          ...(hasBody && body ? { body } : {}),
        })),
    ]);
  }
  for (const parameter of operation.query) {
    const bad = [...(parameter.schema.type === 'integer' ? badIntegers(parameter.schema, parameter.name).filter((poison) => typeof poison.value !== 'object') : badTexts(parameter.schema)), { value: 'x\u0000', what: 'a NUL' }];
    kinds.push([
      `query ${parameter.name}`,
      fc.tuple(fc.constantFrom(...bad), anyQuery(operation, parameter.name), fittingBody).map(([poisonValue, query, body]) => ({
        what: `query ${parameter.name}: ${poisonValue.what}`,
        path: fillPath(operation, {}),
        query: queryText({ ...query, [parameter.name]: toQueryText(poisonValue.value) }),
        ...(hasBody && body ? { body } : {}),
      })),
    ]);
  }
  for (const [kind, bodies] of operation.body ? poisonKinds(operation.body) : []) {
    kinds.push([
      `body: ${kind}`,
      // A fitting query, so that the body is what the route judges.
      fc.tuple(bodies, anyQuery(operation, undefined, true)).map(([bad, query]) => ({
        what: `body: ${bad.what}`,
        unknownField: bad.unknownField,
        path: fillPath(operation, {}),
        query: queryText(query),
        body: json(bad.value),
      })),
    ]);
  }
  if (hasBody) {
    kinds.push(['an unreadable body', unreadableBody.map(({ body, what }) => ({ what, path: fillPath(operation, {}), query: '', body }))]);
  }
  return kinds;
}

// ------------------------------------------------------------------------------ checks

/** A digest of every row of every table: equal digests, same data. */
async function databaseDigest(server: TestServer): Promise<Record<string, string>> {
  const db = server.database.handle.db;
  const rowsOf = async <T,>(query: ReturnType<typeof sql>) => ((await db.execute(query)) as unknown as { rows: T[] }).rows;
  const tables = await rowsOf<{ name: string }>(sql`select tablename as name from pg_tables where schemaname = 'public' order by tablename`);
  const digest: Record<string, string> = {};
  for (const { name } of tables) {
    const [row] = await rowsOf<{ digest: string }>(
      sql`select count(*) || ':' || md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as digest from ${sql.identifier(name)} t`,
    );
    digest[name] = row!.digest;
  }
  return digest;
}

const errorBody = apiErrorBodySchema.strict();

/** `{ code, message, fields?, retryAfterSeconds? }`, each field's message a key the client translates. */
function expectErrorShape(text: string, described: string): void {
  const parsed = errorBody.safeParse(JSON.parse(text));
  expect(parsed.success, described).toBe(true);
  for (const message of Object.values(parsed.data?.fields ?? {})) expect(message, described).toMatch(/^validation\.[A-Za-z]+(:-?\d+)?$/);
}

async function send(server: TestServer, session: Session, operation: Operation, request: BadRequest) {
  const response = await fetch(`${server.url}${request.path}${request.query}`, {
    method: operation.method,
    headers: {
      authorization: `Bearer ${session.token}`,
      'x-object-id': session.objectId,
      ...(request.body?.contentType ? { 'content-type': request.body.contentType } : {}),
      ...(operation.gatewaySigned ? signSmsRequest(SMS_GATEWAY_SECRET, request.body?.payload ?? '', server.clock.now()) : {}),
      ...(operation.apiKeyed ? { 'x-api-key': LANDING_PAGES_API_KEY } : {}),
    },
    // An empty payload is no body (fetch would call a string body text/plain).
    body: request.body?.payload || undefined,
  });
  const text = await response.text();
  return { status: response.status, text };
}

function describeRequest(operation: Operation, request: BadRequest, answer?: { status: number; text: string }): string {
  const body = request.body ? ` ${request.body.contentType ?? '(no content type)'} ${request.body.payload.slice(0, 300)}` : '';
  const got = answer ? ` → ${answer.status} ${answer.text.slice(0, 300)}` : '';
  return `${operation.method} ${request.path}${request.query.slice(0, 200)} (${request.what})${body}${got}`;
}

/**
 * A typo in a field name is refused by name, never dropped (strict schemas). Unless something
 * else refused the body first: a NUL anywhere, or the JSON parser (a `constructor` key).
 */
function expectUnknownFieldNamed(text: string, field: string, described: string): void {
  const fields: Record<string, string> = JSON.parse(text).fields ?? {};
  const refusedFirst = Object.values(fields).includes('validation.controlCharacter') || (Object.keys(fields).length === 0 && field === 'constructor');
  if (!refusedFirst) expect(fields[field], described).toBe('validation.unknownField');
}

/** The SMS gateway routes configured, so that they check their input instead of answering 503. */
const SMS_GATEWAY_SECRET = 'fuzz-gateway-secret-0123456789abcdef';
const SMS_GATEWAY_CONFIG: SmsConfig = {
  gatewaySecret: SMS_GATEWAY_SECRET,
  kannel: { secret: 'fuzz-kannel-secret-0123456789abcdef', allowedAddresses: [], smscOperators: { etisalat: 1, du: 2 }, timeZone: 'UTC' },
};

/** The marketing interface configured, so that it checks its input instead of answering 503. */
const LANDING_PAGES_API_KEY = 'fuzz-landing-pages-key-0123456789';

describeOnOneDatabase('The API against generated bad input', (kind) => {
  const server = useTestServer(kind, { config: { sms: SMS_GATEWAY_CONFIG, landingPages: { apiKey: LANDING_PAGES_API_KEY, appLinks: {} } } });
  let admin: Session;
  let operations: Operation[];
  beforeAll(async () => {
    admin = await server().signIn(ADMIN);
    operations = operationsOf((await server().http('GET', '/openapi.json')).body);
  });

  it('finds the operations in the OpenAPI document, the routes of every service among them', () => {
    const names = operations.map((operation) => `${operation.method} ${operation.path}`);
    expect(names).toEqual(
      expect.arrayContaining(['PUT /activities/{id}', 'DELETE /banners/bulk', 'POST /projects', 'PUT /sms_payment/{id}', 'GET /classes/keywords', 'PUT /users/{id}', 'POST /uploads', 'POST /otp/verify']),
    );
  });

  it('answers every bad request with a 4xx in the error shape, and changes nothing', { timeout: 240_000 }, async () => {
    // The baseline is taken after signing in: the session is the one row the test itself adds.
    const before = await databaseDigest(server());
    for (const operation of operations) {
      for (const [kind, requests] of badRequestKinds(operation)) {
        await fc.assert(
          fc.asyncProperty(requests, async (request) => {
            const answer = await send(server(), admin, operation, request);
            const described = describeRequest(operation, request, answer);
            expect(answer.status, described).toBeGreaterThanOrEqual(400);
            expect(answer.status, described).toBeLessThan(500);
            expectErrorShape(answer.text, described);
            if (request.unknownField !== undefined) expectUnknownFieldNamed(answer.text, request.unknownField, described);
          }),
          { seed: SEED, numRuns: RUNS_PER_KIND },
        );
        expect(await databaseDigest(server()), `${operation.method} ${operation.path}, ${kind}: the database changed`).toEqual(before);
      }
    }
  });

  it('answers 400 validation to a body that is not an object on every operation that reads one, and changes nothing', async () => {
    const before = await databaseDigest(server());
    const operationsWithBodies = operations.filter((operation) => operation.body !== undefined);
    expect(operationsWithBodies.map((operation) => `${operation.method} ${operation.path}`)).toEqual(
      expect.arrayContaining(['POST /banners', 'PUT /banners/{id}', 'POST /apps/{suite}/landingpages', 'PUT /backoffice/update-projects']),
    );
    for (const operation of operationsWithBodies) {
      for (const { body, what } of bodiesNotAnObject(operation)) {
        const request: BadRequest = { what, path: fillPath(operation, {}), query: '', body };
        const answer = await send(server(), admin, operation, request);
        const described = describeRequest(operation, request, answer);
        expect(answer.status, described).toBe(400);
        expectErrorShape(answer.text, described);
        expect(JSON.parse(answer.text).code, described).toBe('validation');
      }
    }
    expect(await databaseDigest(server())).toEqual(before);
  });

  it('refuses a NUL or a junk X-Object-Id on every route before looking it up', async () => {
    for (const operation of operations) {
      for (const objectId of [`${admin.objectId}\u0000`, 'x'.repeat(5000), '\u202E']) {
        const answer = await server().app.inject({
          method: operation.method as 'GET',
          url: fillPath(operation, {}),
          headers: { authorization: `Bearer ${admin.token}`, 'x-object-id': objectId },
        });
        const described = `${operation.method} ${operation.path} with X-Object-Id ${JSON.stringify(objectId.slice(0, 20))} → ${answer.statusCode} ${answer.body.slice(0, 200)}`;
        expect(answer.statusCode, described).toBeLessThan(500);
        if (answer.statusCode >= 400) expectErrorShape(answer.body, described);
      }
    }
  });
});
