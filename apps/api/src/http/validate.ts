/** Parses a body, query or params with a zod schema; a failure is a 400 naming the field. */
import type { z } from 'zod';
import { badRequest } from './errors';

export function parse<S extends z.ZodType>(schema: S, input: unknown, where: 'body' | 'query' | 'params'): z.output<S> {
  const result = schema.safeParse(input ?? (where === 'body' ? undefined : {}));
  if (result.success) return result.data;
  throw badRequest(describeIssue(result.error.issues[0], input, where));
}

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
