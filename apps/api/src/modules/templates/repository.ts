/** Templates as stored: versioned records with their trail, and the list's filters and order. */
import { and, asc, eq, ilike } from 'drizzle-orm';
import { TEMPLATE_SORT_KEYS } from '@admin/api-client/contract';
import type { Template, TemplateKind } from '@admin/api-client/contract';
import type { Db } from '../../db/connection';
import { templates } from '../../db/schema';
import { iso } from '../../http/dates';
import { containsPattern } from '../../http/fields';
import { versionedRecords } from '../../http/versioned-records';
import { type SortColumns, sortOrder } from '../../http/sorting';
import { templateRecord } from '../../audit/labels';
import { placeholders } from './render';
import type { TemplateListQuery } from './schemas';

const toTemplate = (row: typeof templates.$inferSelect): Template => ({
  ...row,
  kind: row.kind as TemplateKind,
  variables: placeholders(row.subject, row.body),
  created_at: iso(row.created_at),
  updated_at: iso(row.updated_at),
});

/** The columns behind the template list's sort keys. */
const templateSortColumns: SortColumns<(typeof TEMPLATE_SORT_KEYS)[number]> = {
  name: templates.name,
  kind: templates.kind,
  created_at: templates.created_at,
  updated_at: templates.updated_at,
};

/** Read, insert, update and remove, each with its trail entry and version check. */
export const templateRecords = (db: Db) => versionedRecords(db, templates, 'Template', toTemplate, templateRecord);

/** A page of templates by kind and a name search, by name unless the query sorts otherwise. */
export function listTemplates(records: ReturnType<typeof templateRecords>, q: TemplateListQuery) {
  const where = and(
    q.kind ? eq(templates.kind, q.kind) : undefined,
    q.search ? ilike(templates.name, containsPattern(q.search)) : undefined,
  );
  return records.page({
    ...q,
    where,
    orderBy: sortOrder(q, TEMPLATE_SORT_KEYS, templateSortColumns, templates.id, [
      asc(templates.name),
      asc(templates.id),
    ]),
  });
}
