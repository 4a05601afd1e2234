import fc from 'fast-check';
import { oddValue } from './malformed.ts';

/** The part of an OpenAPI 3.1 schema object the fuzz reads. */
export interface SchemaObject {
  $ref?: string;
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  example?: unknown;
  format?: string;
  pattern?: string;
  minimum?: number;
  maximum?: number;
  maxLength?: number;
  properties?: Record<string, SchemaObject>;
  items?: SchemaObject;
  anyOf?: SchemaObject[];
  oneOf?: SchemaObject[];
  allOf?: SchemaObject[];
}

export type Components = Record<string, SchemaObject>;

const MAX_DEPTH = 4;

/**
 * Values for a schema from a route's OpenAPI document, mostly near what it asks (its enum, its
 * example, its type, within its bounds) and now and then odd (`oddValue`), so that a request
 * gets past the first check often enough to reach the code behind it.
 */
export function schemaValue(schema: SchemaObject, components: Components, depth = 0): fc.Arbitrary<unknown> {
  const near = nearValue(schema, components, depth);
  return fc.oneof({ weight: 4, arbitrary: near }, { weight: 1, arbitrary: oddValue });
}

/** An object with a schema's properties, any of them missing, each plausible or odd. */
export function schemaObject(
  schema: SchemaObject,
  components: Components,
  depth = 0,
): fc.Arbitrary<Record<string, unknown>> {
  const resolved = resolve(schema, components);
  const properties = Object.entries(resolved.properties ?? {});
  if (properties.length === 0 || depth >= MAX_DEPTH) {
    return fc.dictionary(fc.string({ maxLength: 8 }), oddValue, { maxKeys: 3 });
  }
  return fc.record(
    Object.fromEntries(properties.map(([name, value]) => [name, schemaValue(value, components, depth + 1)])),
    { requiredKeys: [] },
  );
}

function nearValue(schema: SchemaObject, components: Components, depth: number): fc.Arbitrary<unknown> {
  const s = resolve(schema, components);
  if (depth >= MAX_DEPTH) return oddValue;
  const variants = s.anyOf ?? s.oneOf;
  if (variants?.length) return fc.oneof(...variants.map((v) => nearValue(v, components, depth + 1)));
  if (s.allOf?.length) return nearValue(s.allOf[0]!, components, depth + 1);
  if (s.const !== undefined) return fc.constant(s.const);
  if (s.enum?.length) return fc.constantFrom(...s.enum);
  const typed = typedValue(s, components, depth);
  return s.example === undefined ? typed : fc.oneof(fc.constant(s.example), typed);
}

function typedValue(s: SchemaObject, components: Components, depth: number): fc.Arbitrary<unknown> {
  const type = Array.isArray(s.type) ? s.type.find((t) => t !== 'null') : s.type;
  switch (type) {
    case 'object':
      return schemaObject(s, components, depth + 1);
    case 'array':
      return fc.array(s.items ? schemaValue(s.items, components, depth + 1) : oddValue, { maxLength: 3 });
    case 'integer':
    case 'number':
      return fc.integer({ min: Math.ceil(s.minimum ?? -5), max: Math.floor(s.maximum ?? 1_000) });
    case 'boolean':
      return fc.boolean();
    case 'string':
      return stringValue(s);
    default:
      return oddValue;
  }
}

function stringValue(s: SchemaObject): fc.Arbitrary<string> {
  if (s.format === 'email') return fc.emailAddress();
  if (s.format === 'uuid') return fc.uuid();
  if (s.format === 'date-time') return fc.date({ noInvalidDate: true }).map((d) => d.toISOString());
  if (s.pattern) {
    try {
      return fc.stringMatching(new RegExp(s.pattern), { size: 'small' });
    } catch {
      // A pattern JavaScript cannot read: plain text below.
    }
  }
  return fc.string({ maxLength: Math.min(s.maxLength ?? 40, 40) });
}

function resolve(schema: SchemaObject, components: Components): SchemaObject {
  let s = schema;
  for (let hops = 0; s.$ref && hops < 5; hops++) {
    s = components[s.$ref.replace('#/components/schemas/', '')] ?? {};
  }
  return s;
}
