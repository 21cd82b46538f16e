import { z } from 'zod';
import { BODY_LIMIT_BYTES } from '../plugins/errors';

/**
 * The most bytes one character of a JSON string may take on the wire: a client that writes ASCII
 * only (Python's json.dumps, some proxies) sends `é` as `\u00e9`. zod's `max` counts characters.
 */
const JSON_BYTES_PER_CHARACTER = 6;

/** A text field this long (rich text, an introduction) is not covered by the base limit: its worst case is added. */
const LONG_TEXT_CHARACTERS = 4096;

type JsonSchema = {
  type?: string | string[];
  maxLength?: number;
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema | JsonSchema[];
  prefixItems?: JsonSchema[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
};

/**
 * The characters of long text a body may hold: its long string fields' `maxLength`, the largest
 * branch of a union. An array's item counts once: the arrays that hold text are batches (the
 * WhatsApp webhook's 100 entries of 100 messages), whose product would open a public route to
 * gigabytes; an editor's long text is one field of one form.
 */
function longText(schema: JsonSchema | undefined): number {
  if (!schema || typeof schema !== 'object') return 0;
  const sum = (parts: JsonSchema[] = []) => parts.reduce((total, part) => total + longText(part), 0);
  const largest = (parts: JsonSchema[]) => Math.max(0, ...parts.map(longText));
  let characters = 0;
  if (schema.maxLength !== undefined && schema.maxLength >= LONG_TEXT_CHARACTERS) characters += schema.maxLength;
  characters += sum(Object.values(schema.properties ?? {}));
  characters += (Array.isArray(schema.items) ? sum(schema.items) : longText(schema.items)) + sum(schema.prefixItems);
  characters += largest([...(schema.anyOf ?? []), ...(schema.oneOf ?? [])]) + sum(schema.allOf);
  return characters;
}

const limits = new WeakMap<z.ZodType, number>();

/**
 * The body limit a declared body schema asks for: the base limit (every short field of the largest
 * form fits in it, and junk is refused before it is parsed) plus the worst case of its long text, so
 * a reading part or a post as long as its contract allows is never a 413 (issue 38 row 9).
 */
export function bodyLimitOf(body: z.ZodType | undefined): number {
  if (!body) return BODY_LIMIT_BYTES;
  let limit = limits.get(body);
  if (limit === undefined) {
    const schema = z.toJSONSchema(body, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
    limit = BODY_LIMIT_BYTES + longText(schema) * JSON_BYTES_PER_CHARACTER;
    limits.set(body, limit);
  }
  return limit;
}
