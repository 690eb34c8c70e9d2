/**
 * Settings: name/value pairs, paged list and CRUD. Names are unique. A setting that governs a
 * four-eyes control (`CONTROL_SETTINGS`) is itself controlled: its value stays within a floor and a
 * ceiling, a change waits for a second Admin (confirm or send back, as a large refund does), and it
 * cannot be deleted.
 */
import { controlSettingOf, SETTING_SORT_KEYS } from '@admin/api-client/contract';
import { desc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AwaitingSecondApproval, ControlSetting, ItemResponse, Setting } from '@admin/api-client/contract';
import type { AppContext } from '../../context';
import type { Queryable } from '../../db/connection';
import { settings } from '../../db/schema';
import { staffOf } from '../../auth/guard';
import { recordAudit } from '../../audit/record';
import { iso } from '../../http/dates';
import { badRequest, conflict, found } from '../../http/errors';
import { ifMatchVersions, nextVersion, requiredVersionMatch, sendVersion, staleVersion } from '../../http/versioning';
import { awaitingSecondApprovalAnswer } from '../four-eyes/answers';
import {
  assertIndependentSecond,
  assertNoFirstDecision,
  assertSecondStaff,
  awaitingOf,
  firstDeciders,
  noFirstDecision,
} from '../four-eyes/rules';
import { idParams, pageFields, requiredText } from '../../http/fields';
import { listResponse } from '../../http/paging';
import { deletedResponse, itemOf, pageOf, record, versioned } from '../../http/responses';
import { versionedRecords } from '../../http/versioned-records';
import { settingRecord } from '../../audit/labels';
import { type SortColumns, sortFields, sortOrder } from '../../http/sorting';

export const settingBody = z.object({ name: requiredText.max(100), value: z.string().max(10_000) });
/** The client's record of the same name, field by field (test/client-types.test.ts). */
export const settingAnswer = record({
  ...versioned,
  uuid: z.string(),
  name: z.string(),
  value: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
  control: record({ floor: z.number(), ceiling: z.number() }).nullable(),
  awaiting_second_approval: awaitingSecondApprovalAnswer(z.string()).nullable(),
});
const sendBackBody = z.object({ reason: requiredText.max(2000).optional() });

type SettingRow = typeof settings.$inferSelect;

const toSetting = (row: SettingRow, names: Map<number, string> = new Map()): Setting => {
  const { first_decision, first_reason, first_decided_by, first_decided_at, ...fields } = row;
  const control = controlSettingOf(row.name);
  return {
    ...fields,
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
    control: control ? { floor: control.floor, ceiling: control.ceiling } : null,
    awaiting_second_approval: awaitingOf<string>(
      { first_decision, first_reason, first_decided_by, first_decided_at },
      first_decided_by === null ? null : (names.get(first_decided_by) ?? null),
    ),
  };
};

/** 400 unless `value` is a number within the control's floor and ceiling. */
function assertWithinBounds(control: ControlSetting, value: string): string {
  const n = Number(value.trim());
  if (value.trim() === '' || !Number.isFinite(n) || n < control.floor || n > control.ceiling)
    throw badRequest(
      `value: ${control.name} governs a four-eyes control: a number from ${control.floor} to ${control.ceiling}`,
    );
  return String(n);
}

/** What the trail says of a waiting change ("250000 by Asha Admin"). */
const waitingLabel = (waiting: AwaitingSecondApproval) => `${waiting.decision} by ${waiting.by.name}`;

export const settingQuery = z.object({ ...pageFields, ...sortFields(SETTING_SORT_KEYS) });

/** The columns behind the setting list's sort keys. */
const settingSortColumns: SortColumns<(typeof SETTING_SORT_KEYS)[number]> = {
  name: settings.name,
  created_at: settings.created_at,
  updated_at: settings.updated_at,
};

export function settingRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const { db } = ctx;
  // Rows as stored (the control paths read the waiting change), and the plain settings' edits, whose
  // answers (and a stale edit's `current`) are the setting as answered: nothing waits on them.
  const records = versionedRecords(db, settings, 'Setting', (row) => row, settingRecord);
  const plain = versionedRecords(db, settings, 'Setting', (row) => toSetting(row), settingRecord);
  /** The rows as answered; `on` is the transaction when called inside one (PGlite has one connection). */
  const answer = async (rows: SettingRow[], on: Queryable = db) => {
    const names = await firstDeciders(on, rows);
    return rows.map((row) => toSetting(row, names));
  };
  const findSetting = async (id: number) => (await answer([await records.find(id)]))[0] as Setting;

  /**
   * Runs a step on a control setting's row locked for the transaction (the waiting change is read
   * under the lock), honouring an If-Match when sent: 409 with the setting as it is now when stale.
   */
  const onControl = async (
    request: Parameters<typeof staffOf>[0],
    id: number,
    step: (
      tx: Queryable,
      row: SettingRow,
      control: ControlSetting,
      waiting: AwaitingSecondApproval | null,
    ) => Promise<void>,
  ): Promise<Setting> => {
    const applied = await db.transaction(async (tx) => {
      const [row] = await tx.select().from(settings).where(eq(settings.id, id)).for('update');
      const locked = found(row, 'Setting');
      const control = controlSettingOf(locked.name);
      if (!control) throw conflict(`Setting ${locked.name} governs no control: it takes no second approval`);
      const versions = ifMatchVersions(request);
      if (versions !== null && !versions.includes(locked.version)) return false;
      const [waiting] = await answer([locked], tx);
      await step(tx, locked, control, waiting?.awaiting_second_approval ?? null);
      return true;
    });
    const data = await findSetting(id);
    if (!applied) throw staleVersion('Setting', data);
    return data;
  };

  /** Keeps `value` waiting on a control setting for a second Admin (the value itself is unchanged). */
  const askSecondAdmin = async (
    tx: Queryable,
    request: Parameters<typeof staffOf>[0],
    row: SettingRow,
    value: string,
  ) => {
    const staff = staffOf(request);
    await tx
      .update(settings)
      .set({
        first_decision: value,
        first_reason: null,
        first_decided_by: staff.id,
        first_decided_at: new Date(),
        updated_at: new Date(),
        version: nextVersion(settings.version),
      })
      .where(eq(settings.id, row.id));
    await recordAudit(tx, request, {
      action: 'control_change',
      record: settingRecord(row),
      changes: [{ field: 'value_awaiting_second_approval', before: null, after: `${value} by ${staff.name}` }],
      // The line names the setting already; the note says the move (no key repeated in it).
      note: `Asked to change it from ${row.value} to ${value}; awaiting a second Admin`,
    });
  };

  return async (app) => {
    app.get(
      '/setting',
      { schema: { querystring: settingQuery, response: { 200: pageOf(settingAnswer) } } },
      async (request) => {
        const q = request.query;
        const { rows, total } = await records.page({
          ...q,
          orderBy: sortOrder(request.query, SETTING_SORT_KEYS, settingSortColumns, settings.id, [desc(settings.id)]),
        });
        return listResponse(await answer(rows), total, q.page, q.limit);
      },
    );
    app.post(
      '/setting',
      { schema: { body: settingBody, response: { 201: itemOf(settingAnswer) } } },
      async (request, reply) => {
        const control = controlSettingOf(request.body.name);
        if (!control) {
          const data = await plain.insert(request.body, request);
          return reply.status(201).send({ data, message: 'Setting added' } satisfies ItemResponse<Setting>);
        }
        // A missing control setting means its fallback applies: adding it is a change of the control,
        // so it is added at the fallback with the value asked for waiting for a second Admin.
        const value = assertWithinBounds(control, request.body.value);
        const row = await records.insert({ name: control.name, value: String(control.fallback) }, request);
        if (value !== row.value) await db.transaction((tx) => askSecondAdmin(tx, request, row, value));
        const data = await findSetting(row.id);
        return reply.status(201).send({
          data,
          message:
            value === row.value ? 'Setting added' : `Setting added at ${row.value}; ${value} awaits a second Admin`,
        } satisfies ItemResponse<Setting>);
      },
    );
    app.get(
      '/setting/:id',
      { schema: { params: idParams, response: { 200: itemOf(settingAnswer) } } },
      async (request, reply): Promise<ItemResponse<Setting>> => {
        const data = await findSetting(request.params.id);
        sendVersion(reply, data);
        return { data };
      },
    );
    app.put(
      '/setting/:id',
      { schema: { params: idParams, body: settingBody, response: { 200: itemOf(settingAnswer) } } },
      async (request, reply): Promise<ItemResponse<Setting>> => {
        const { id } = request.params;
        const current = await records.find(id);
        // A setting's name is what the code reads it by: renaming one would silently unset it.
        if (request.body.name !== current.name)
          throw badRequest(`name: a setting's name cannot be changed (it is ${current.name})`);
        const control = controlSettingOf(current.name);
        if (!control) {
          const data = await plain.update(id, request.body, request);
          sendVersion(reply, data);
          return { data, message: 'Setting updated' };
        }
        const value = assertWithinBounds(control, request.body.value);
        // A field edit all the same: 428 without If-Match (its version is compared under the lock).
        requiredVersionMatch(settings.version, request, 'Setting');
        const data = await onControl(request, id, async (tx, row, _control, waiting) => {
          assertNoFirstDecision(waiting, `change of ${row.name}`);
          if (value === row.value) throw conflict(`Setting ${row.name} is already ${value}`);
          await askSecondAdmin(tx, request, row, value);
        });
        sendVersion(reply, data);
        return { data, message: `Change of ${current.name} to ${value} awaiting a second Admin` };
      },
    );
    // The second step of a control change: another Admin, independent of the first, confirms it (the
    // value takes effect) ...
    app.post(
      '/setting/:id/confirm',
      { schema: { params: idParams, response: { 200: itemOf(settingAnswer) } } },
      async (request, reply): Promise<ItemResponse<Setting>> => {
        const { id } = request.params;
        const staff = staffOf(request);
        let first: AwaitingSecondApproval | undefined;
        const data = await onControl(request, id, async (tx, row, control, waiting) => {
          first = await assertIndependentSecond(tx, waiting, staff.id, `change of ${row.name}`);
          const value = assertWithinBounds(control, first.decision);
          await tx
            .update(settings)
            .set({ value, ...noFirstDecision, updated_at: new Date(), version: nextVersion(settings.version) })
            .where(eq(settings.id, row.id));
          await recordAudit(tx, request, {
            action: 'control_change',
            record: settingRecord(row),
            changes: [
              { field: 'value', before: row.value, after: value },
              { field: 'value_awaiting_second_approval', before: waitingLabel(first), after: null },
            ],
            note: `Second approval: confirms the change by ${first.by.name}`,
          });
        });
        sendVersion(reply, data);
        return { data, message: `${data.name} is now ${data.value} (asked by ${first?.by.name}, confirmed)` };
      },
    );
    // ... or sends it back: the change is dropped and the value stays.
    app.post(
      '/setting/:id/send-back',
      { schema: { params: idParams, body: sendBackBody.optional(), response: { 200: itemOf(settingAnswer) } } },
      async (request, reply): Promise<ItemResponse<Setting>> => {
        const { id } = request.params;
        const reason = request.body?.reason;
        let first: AwaitingSecondApproval | undefined;
        const data = await onControl(request, id, async (tx, row, _control, waiting) => {
          first = assertSecondStaff(waiting, staffOf(request).id, `change of ${row.name}`);
          await tx
            .update(settings)
            .set({ ...noFirstDecision, updated_at: new Date(), version: nextVersion(settings.version) })
            .where(eq(settings.id, row.id));
          await recordAudit(tx, request, {
            action: 'control_change',
            record: settingRecord(row),
            changes: [{ field: 'value_awaiting_second_approval', before: waitingLabel(first), after: null }],
            note: `Sent back the change by ${first.by.name}${reason ? `: ${reason}` : ''}`,
          });
        });
        sendVersion(reply, data);
        return { data, message: `Change of ${data.name} by ${first?.by.name} sent back` };
      },
    );
    app.delete(
      '/setting/:id',
      { schema: { params: idParams, response: { 200: deletedResponse } } },
      async (request) => {
        const { id } = request.params;
        const current = await records.find(id);
        if (controlSettingOf(current.name))
          throw conflict(
            `Setting ${current.name} governs a four-eyes control and cannot be deleted; change its value instead (a second Admin confirms it)`,
          );
        await records.remove(id, request);
        return { data: { id }, message: 'Setting deleted' };
      },
    );
  };
}
