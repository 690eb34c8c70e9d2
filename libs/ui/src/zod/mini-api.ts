// The parts of zod mini the suite uses (exported as `z` by mini.ts).
export {
  _default,
  coerce,
  email,
  enum,
  int,
  literal,
  maxLength,
  minLength,
  object,
  pipe,
  positive,
  regex,
  string,
  transform,
  trim,
  union,
} from 'zod/mini';
export type { infer } from 'zod/mini';
