/**
 * Request validation with zod: every route declares its params, query and body schemas, and a
 * failure is a 400 naming the field (`limit: Too big: expected number to be <=100`, `phone is required`).
 */
import type { FastifySchemaCompiler } from 'fastify';
import type { z } from 'zod';
import { badRequest } from './errors';

type Where = 'body' | 'query' | 'params';
const WHERE: Record<string, Where> = { body: 'body', querystring: 'query', params: 'params' };

/**
 * Fastify's validator compiler for the zod route schemas: the parsed value (coerced, defaults
 * filled) replaces the raw one, and a failure is the same 400 `parse` answers.
 */
export const zodValidatorCompiler: FastifySchemaCompiler<z.ZodType> =
  ({ schema, httpPart }) =>
  (input: unknown) => {
    const where = WHERE[httpPart ?? ''] ?? 'body';
    const result = schema.safeParse(input ?? (where === 'body' ? undefined : {}));
    if (result.success) return { value: result.data };
    return { error: badRequest(describeIssue(result.error.issues[0], input, where)) };
  };

function valueAt(input: unknown, path: readonly PropertyKey[]): unknown {
  let value = input;
  for (const key of path) {
    if (typeof value !== 'object' || value === null) return undefined;
    value = (value as Record<PropertyKey, unknown>)[key];
  }
  return value;
}

function describeIssue(issue: z.core.$ZodIssue | undefined, input: unknown, where: string): string {
  if (!issue) return `Invalid ${where}`;
  const field = issue.path.map(String).join('.');
  if (!field) return issue.code === 'invalid_type' ? `Request ${where} must be a JSON object` : issue.message;
  if (valueAt(input, issue.path) === undefined && issue.code !== 'custom') return `${field} is required`;
  return `${field}: ${issue.message}`;
}
