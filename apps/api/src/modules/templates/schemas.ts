/** What the template routes accept: a template, the list's query, a preview's variables. */
import { z } from 'zod';
import { TEMPLATE_KINDS, TEMPLATE_LIMITS, TEMPLATE_SORT_KEYS } from '@admin/api-client/contract';
import { pageFields, requiredText, searchText } from '../../http/fields';
import { sortFields } from '../../http/sorting';

// One set of bounds for what is stored and what is previewed: any saved template can be previewed.
const templateFields = {
  name: requiredText.max(TEMPLATE_LIMITS.name),
  kind: z.enum(TEMPLATE_KINDS),
  subject: z.string().max(TEMPLATE_LIMITS.subject).nullish(),
  body: requiredText.max(TEMPLATE_LIMITS.body),
};
export const createBody = z.object(templateFields);
export const updateBody = z.object(templateFields).partial();
export const templateListQuery = z.object({
  ...pageFields,
  kind: z.enum(TEMPLATE_KINDS).optional(),
  search: searchText.optional(),
  ...sortFields(TEMPLATE_SORT_KEYS),
});
const variables = z
  .record(
    z
      .string()
      .max(TEMPLATE_LIMITS.variableName, `variable names are at most ${TEMPLATE_LIMITS.variableName} characters`),
    z.union([
      z.string().max(TEMPLATE_LIMITS.variableValue, `at most ${TEMPLATE_LIMITS.variableValue} characters`),
      z.number(),
    ]),
  )
  .refine(
    (values) => Object.keys(values).length <= TEMPLATE_LIMITS.variables,
    `at most ${TEMPLATE_LIMITS.variables} variables`,
  )
  .default({});
// The body is optional: a stored template previews with no variables filled.
export const previewStoredBody = z.object({ variables }).optional();
export const previewDraftBody = z.object({
  kind: templateFields.kind.default('email'),
  subject: templateFields.subject,
  body: templateFields.body,
  variables,
});
export type TemplateListQuery = z.output<typeof templateListQuery>;
