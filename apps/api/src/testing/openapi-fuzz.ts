import fc from 'fast-check';

/** The part of an OpenAPI 3 schema object the fuzzer reads. */
export interface JsonSchema {
  type?: string | JsonSchema;
  format?: string;
  enum?: unknown[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  pattern?: string;
  items?: JsonSchema;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  default?: unknown;
}

export interface OpenApiParameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  schema?: JsonSchema;
}

export interface OpenApiOperation {
  parameters?: OpenApiParameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}

export interface FuzzOperation {
  method: string;
  /** OpenAPI path, `{param}` style. */
  path: string;
  operation: OpenApiOperation;
}

export function operationsOf(document: { paths: Record<string, Record<string, OpenApiOperation>> }): FuzzOperation[] {
  return Object.entries(document.paths).flatMap(([path, byMethod]) =>
    Object.entries(byMethod).map(([method, operation]) => ({ method: method.toUpperCase(), path, operation })),
  );
}

/**
 * Values a client may send that are valid JSON and valid UTF-8 on the wire but hostile to what
 * stands behind the schema: dates PostgreSQL cannot store, broken Unicode, NUL, SQL, giant numbers.
 */
const hostileDates = [
  '0000-01-01', '9999-12-31', '9999-12-31T23:59:59-23:59', '0001-01-01T00:00:00+23:59', '1899-12-31', '2999-12-31',
  '3000-01-01', '2026-02-30', '2024-02-29', '275760-09-13', '+010000-01-01T00:00:00Z', '1970-01-01T00:00:00Z',
];
/** Text PostgreSQL itself refuses: the likeliest 500s, so drawn most often. */
const unstorableStrings = ['\ud800x', 'x\udfff', '\udc00\ud800', 'a\u0000b'];
const hostileStrings = [
  "'; drop table audit_log; --", '%', '%%', '\\', '"', '{}', '[]',
  'null', 'undefined', 'NaN', '-1', '1e309', '9'.repeat(40), ' ', '\u202eevil', '😀'.repeat(50), 'x'.repeat(5000),
  '__proto__', 'constructor', '../../etc/passwd', '<script>alert(1)</script>', '=cmd|" /C calc"!A0',
];
const hostileNumbers = [-1, 0, 1, -0, 0.5, 1e308, -1e308, 2 ** 53, -(2 ** 53), 2 ** 31, 2 ** 63, Number.MAX_SAFE_INTEGER + 2];

const hostileString = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...unstorableStrings) },
  { weight: 4, arbitrary: fc.constantFrom(...hostileStrings) },
  { weight: 1, arbitrary: fc.constantFrom(...hostileDates) },
  fc.string({ maxLength: 30 }),
  // Any UTF-16 code units, lone surrogates included.
  fc.string({ unit: fc.integer({ min: 0, max: 0xffff }).map((c) => String.fromCharCode(c)), maxLength: 12 }),
);

const anyJson = fc.oneof(
  hostileString,
  fc.constantFrom<unknown>(...hostileNumbers, true, false, null, [], {}),
  fc.jsonValue({ maxDepth: 2 }),
);

/** One value for a schema: most often one that fits it, sometimes one that nearly fits, sometimes anything. */
export function valueFor(schema: JsonSchema | undefined, depth = 0): fc.Arbitrary<unknown> {
  if (!schema || depth > 4) return anyJson;
  const branches = schema.anyOf ?? schema.oneOf ?? schema.allOf;
  if (branches?.length) return fc.oneof(...branches.map((b) => valueFor(b, depth + 1)));
  const type = typeof schema.type === 'object' ? schema.type : schema;
  if (schema.enum?.length || (typeof type === 'object' && type.enum?.length)) {
    const values = schema.enum ?? (typeof type === 'object' ? type.enum : undefined) ?? [];
    return fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...values) }, { weight: 1, arbitrary: anyJson });
  }
  const kind = typeof schema.type === 'string' ? schema.type : undefined;
  let fitting: fc.Arbitrary<unknown>;
  switch (kind) {
    case 'string':
      if (schema.format === 'date' || schema.format === 'date-time') {
        fitting = fc.oneof(fc.constantFrom(...hostileDates), fc.date({ noInvalidDate: true }).map((d) => (schema.format === 'date' ? d.toISOString().slice(0, 10) : d.toISOString())));
      } else if (schema.format === 'uuid') {
        fitting = fc.oneof(fc.uuid(), fc.constantFrom('00000000-0000-0000-0000-000000000000', 'ffffffff-ffff-ffff-ffff-ffffffffffff'));
      } else if (schema.format === 'email') {
        fitting = fc.oneof(fc.emailAddress(), fc.constant('\ud800@example.com'));
      } else {
        fitting = fc.oneof(fc.string({ minLength: schema.minLength ?? 0, maxLength: Math.min(schema.maxLength ?? 40, 40) }), fc.constantFrom('12.5', '1000', '0.00000001', 'BTC', 'USDT', 'NG'));
      }
      fitting = fc.oneof({ weight: 1, arbitrary: fitting }, { weight: 3, arbitrary: hostileString });
      break;
    case 'integer':
    case 'number': {
      const min = schema.minimum ?? -1000;
      const max = schema.maximum ?? 1000;
      fitting = fc.oneof(
        fc.integer({ min: Math.max(min, -1e6), max: Math.min(max, 1e6) }),
        fc.constantFrom(min - 1, max + 1, ...hostileNumbers),
        fc.constantFrom('12', 'abc', '1e400', ''),
      );
      break;
    }
    case 'boolean':
      fitting = fc.oneof(fc.boolean(), fc.constantFrom('true', 'yes', 1, null));
      break;
    case 'array':
      fitting = fc.array(valueFor(schema.items, depth + 1), { maxLength: 4 });
      break;
    case 'object': {
      const properties = Object.entries(schema.properties ?? {});
      const record = Object.fromEntries(properties.map(([name, prop]) => [name, valueFor(prop, depth + 1)]));
      fitting = fc.record(record, { requiredKeys: [] });
      break;
    }
    default:
      fitting = anyJson;
  }
  return fc.oneof({ weight: 5, arbitrary: fitting }, { weight: 1, arbitrary: anyJson });
}

/**
 * A value that fits the schema, or `undefined` where a fitting one cannot be made up (a string
 * with a pattern): most of a request is valid so that its one hostile value reaches the code
 * behind the schema instead of stopping at the first 400.
 */
export function validFor(schema: JsonSchema | undefined, depth = 0): fc.Arbitrary<unknown> {
  if (!schema || depth > 4) return fc.constant(undefined);
  const branches = schema.anyOf ?? schema.oneOf ?? schema.allOf;
  if (branches?.length) return fc.oneof(...branches.map((b) => validFor(b, depth + 1)));
  const values = schema.enum ?? (typeof schema.type === 'object' ? schema.type.enum : undefined);
  if (values?.length) return fc.constantFrom(...values);
  switch (schema.type) {
    case 'string':
      if (schema.format === 'date') return fc.date({ min: new Date('2024-01-01'), max: new Date('2027-01-01'), noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10));
      if (schema.format === 'date-time') return fc.date({ min: new Date('2024-01-01'), max: new Date('2027-01-01'), noInvalidDate: true }).map((d) => d.toISOString());
      if (schema.format === 'uuid') return fc.uuid();
      if (schema.format === 'email') return fc.constantFrom('someone@example.com', 'customer1@demo.example');
      if (schema.pattern) return fc.constantFrom(undefined, '10', '12.5', '0.5');
      return fc.stringMatching(/^[A-Za-z0-9 ]+$/).map((t) => t.slice(0, Math.min(schema.maxLength ?? 30, 30)).padEnd(schema.minLength ?? 0, 'x'));
    case 'integer':
    case 'number':
      return fc.integer({ min: Math.max(schema.minimum ?? 0, -1000), max: Math.min(schema.maximum ?? 1000, 1000) });
    case 'boolean':
      return fc.boolean();
    case 'array':
      return fc.array(validFor(schema.items, depth + 1), { maxLength: 3 }).map((items) => items.filter((i) => i !== undefined));
    case 'object': {
      const required = new Set(schema.required ?? []);
      const properties = Object.entries(schema.properties ?? {});
      return fc
        .tuple(...properties.map(([name, prop]) => fc.tuple(fc.constant(name), required.has(name) ? validFor(prop, depth + 1) : fc.option(validFor(prop, depth + 1), { nil: undefined, freq: 2 }))))
        .map((pairs) => Object.fromEntries(pairs.filter(([, v]) => v !== undefined)));
    }
    default:
      return fc.constant(undefined);
  }
}

/** Query values travel as text: objects and arrays become JSON, the rest their string form. */
export const asQueryText = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value) ?? '');

export interface FuzzRequest {
  method: string;
  url: string;
  body: unknown;
}

type Slot = { in: 'path' | 'query'; name: string; schema?: JsonSchema } | { in: 'body'; name: string | null; schema?: JsonSchema };

/**
 * A request for one operation with one hostile value in one place (a path parameter, a query
 * parameter, a body field or the whole body) and the rest valid: path parameters from `knownIds`
 * (real rows, so the call gets past "not found" to the code that stores and audits).
 */
export function requestFor(op: FuzzOperation, knownIds: (param: string, path: string) => string[]): fc.Arbitrary<FuzzRequest> {
  const params = op.operation.parameters ?? [];
  const pathParams = params.filter((p) => p.in === 'path');
  const queryParams = params.filter((p) => p.in === 'query');
  const bodySchema = op.operation.requestBody?.content?.['application/json']?.schema;
  const slots: Slot[] = [
    ...pathParams.map((p) => ({ in: 'path' as const, name: p.name, schema: p.schema })),
    ...queryParams.map((p) => ({ in: 'query' as const, name: p.name, schema: p.schema })),
    ...(op.operation.requestBody ? [{ in: 'body' as const, name: null, schema: bodySchema }] : []),
    ...Object.entries(bodySchema?.properties ?? {}).map(([name, schema]) => ({ in: 'body' as const, name, schema })),
  ];
  const hostileSlot = slots.length ? fc.constantFrom(...slots) : fc.constant(null);
  return hostileSlot.chain((slot) => {
    const pathValues = Object.fromEntries(
      pathParams.map((p) => {
        if (slot?.in === 'path' && slot.name === p.name) return [p.name, valueFor(p.schema).map(asQueryText)];
        const ids = knownIds(p.name, op.path);
        return [p.name, ids.length ? fc.constantFrom(...ids) : validFor(p.schema).map((v) => asQueryText(v ?? 'x'))];
      }),
    );
    const queryValues = Object.fromEntries(
      queryParams.map((p) => [p.name, slot?.in === 'query' && slot.name === p.name ? valueFor(p.schema) : fc.option(validFor(p.schema), { nil: undefined, freq: 2 })]),
    );
    let body: fc.Arbitrary<unknown> = fc.constant(undefined);
    if (op.operation.requestBody) {
      if (slot?.in === 'body' && slot.name === null) body = valueFor(bodySchema);
      else if (slot?.in === 'body' && slot.name) {
        const field = slot.name;
        body = fc.tuple(validFor(bodySchema), valueFor(slot.schema)).map(([valid, hostile]) => ({ ...(valid as object), [field]: hostile }));
      } else body = validFor(bodySchema).map((v) => v ?? {});
    }
    return fc.record({ path: fc.record(pathValues), query: fc.record(queryValues), body }).map(({ path, query, body: sent }) => {
      const concrete = op.path.replace(/\{([^}]+)\}/g, (_, name: string) => safeSegment(asQueryText(path[name])));
      const search = new URLSearchParams();
      for (const [name, value] of Object.entries(query)) {
        if (value === undefined) continue;
        const text = asQueryText(value);
        // A lone surrogate cannot be percent-encoded as UTF-8: no client can send it in a URL.
        if (text.isWellFormed()) search.set(name, text);
      }
      const qs = search.toString();
      return { method: op.method, url: concrete + (qs ? `?${qs}` : ''), body: sent };
    });
  });
}

const safeSegment = (text: string) => (text.isWellFormed() ? encodeURIComponent(text) || 'x' : 'x');

/** What must never reach a client: a stack trace or the text of a database error. */
export const LEAK_PATTERNS: RegExp[] = [
  /\bat [\w.<>]+ \(.*:\d+:\d+\)/,
  /\.(ts|js|mjs):\d+:\d+/,
  /\b(select|insert|update|delete)\b[^"]{0,80}\b(from|into|set|where)\b/i,
  /syntax error at or near|violates (not-null|foreign key|unique|check) constraint|relation "[^"]+"|column "[^"]+"|invalid input syntax|out of range for type|unsupported Unicode escape|PostgresError|DrizzleQueryError|Failed query/i,
];
