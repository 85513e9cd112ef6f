import { z } from "zod";

type Schema = z.core.$ZodType;

const made = new WeakMap<Schema, Schema>();

/**
 * The schema with every object in it strict: a key its shape does not name fails the parse,
 * however deep, where zod's default would drop it silently. The tests read every answer through
 * this, so a column a presenter lets through (a staff member's password hash, another company's
 * id) fails the test that sees it instead of reaching the browser unnoticed. An object that takes
 * other keys on purpose (`.catchall(…)`, `z.looseObject`) keeps taking them. Checks and
 * transforms stay as they were: each part is cloned from its own definition.
 */
export function strictSchema<S extends Schema>(schema: S): S {
  let strict = made.get(schema);
  if (!strict) {
    strict = strictened(schema);
    made.set(schema, strict);
  }
  return strict as S;
}

function strictened(schema: Schema): Schema {
  const s = (part: Schema) => strictSchema(part);
  if (schema instanceof z.ZodObject) {
    const { def } = schema;
    const shape = Object.fromEntries(Object.entries(def.shape).map(([k, v]) => [k, s(v)]));
    return schema.clone({ ...def, shape, catchall: def.catchall ? s(def.catchall) : z.never() });
  }
  if (schema instanceof z.ZodArray) {
    return schema.clone({ ...schema.def, element: s(schema.def.element) });
  }
  if (
    schema instanceof z.ZodOptional ||
    schema instanceof z.ZodNullable ||
    schema instanceof z.ZodDefault ||
    schema instanceof z.ZodPrefault ||
    schema instanceof z.ZodNonOptional ||
    schema instanceof z.ZodReadonly ||
    schema instanceof z.ZodCatch
  ) {
    // Each wraps one schema, its `innerType`.
    const { def } = schema as z.ZodOptional;
    return (schema as z.ZodOptional).clone({ ...def, innerType: s(def.innerType) });
  }
  if (schema instanceof z.ZodUnion) {
    return schema.clone({ ...schema.def, options: schema.def.options.map(s) });
  }
  if (schema instanceof z.ZodRecord) {
    return schema.clone({ ...schema.def, valueType: s(schema.def.valueType) });
  }
  if (schema instanceof z.ZodTuple) {
    const { def } = schema;
    return schema.clone({ ...def, items: def.items.map(s), rest: def.rest ? s(def.rest) : null });
  }
  if (schema instanceof z.ZodPipe) {
    return schema.clone({ ...schema.def, in: s(schema.def.in), out: s(schema.def.out) });
  }
  if (schema instanceof z.ZodLazy) {
    const { getter } = schema.def;
    return schema.clone({ ...schema.def, getter: () => s(getter()) });
  }
  if (schema instanceof z.ZodIntersection) {
    // Two strict halves would each refuse the other's keys.
    throw new Error("strictSchema: an intersection has no strict form; use .extend()");
  }
  // Strings, numbers, enums, literals, transforms …: nothing in them to be strict about.
  return schema;
}
