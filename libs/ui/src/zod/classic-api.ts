// The parts of zod's classic API the suite uses (exported as `z` by classic.ts).
export { array, boolean, coerce, email, enum, iso, literal, number, object, string, union } from 'zod/v4';
export type { infer, input, output, ZodBoolean } from 'zod/v4';
