import { useCallback, useEffect, useState } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { withoutSecrets } from './draft-store';
import { useDraft } from './use-draft';
import type { DraftOffer, DraftOptions } from './use-draft';

/** Values in a stable text form: key order does not matter, `undefined` fields count as absent. */
function fingerprint(value: unknown): string {
  return JSON.stringify(value, (_key, item: unknown) =>
    item && typeof item === 'object' && !Array.isArray(item)
      ? Object.fromEntries(
          Object.entries(item as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)),
        )
      : item,
  );
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/**
 * The draft's values laid over the form's: a field the draft does not hold (an excluded secret, a
 * field added since) keeps the form's value instead of becoming empty.
 */
export function overlayDraft<V>(base: V, draft: unknown): V {
  if (Array.isArray(draft)) {
    const items = Array.isArray(base) ? (base as unknown[]) : [];
    return draft.map((item, i) => (i < items.length ? overlayDraft(items[i], item) : item)) as V;
  }
  if (isPlainObject(draft) && isPlainObject(base)) {
    const out: Record<string, unknown> = { ...base };
    for (const [name, item] of Object.entries(draft)) out[name] = overlayDraft(base[name], item);
    return out as V;
  }
  return draft === undefined ? base : (draft as V);
}

type AnyForm<V extends FieldValues> = UseFormReturn<V, unknown, FieldValues> | UseFormReturn<V, unknown, V>;

/** One form's share of a draft: the values to start from, and where its changes go. */
export interface DraftPart<V> {
  /** Values restored from a draft: put in the form when given (the form becomes unsaved). */
  restored?: V;
  /** The form's values while they differ from what is saved, null once they match again. */
  onChange: (values: V | null) => void;
}

/**
 * Connects a react-hook-form form to a draft: reports its values as they change (null when they are
 * the saved ones) and puts restored values in. For a screen made of several forms (a form per step),
 * whose draft is composed by the screen; a single form uses `useFormDraft`.
 */
export function useDraftPart<V extends FieldValues>(form: AnyForm<V>, part: DraftPart<V> | undefined): void {
  const onChange = part?.onChange;
  const restored = part?.restored;
  const { getValues, reset, watch } = form as UseFormReturn<V>;

  useEffect(() => {
    if (restored === undefined) return;
    reset(overlayDraft(getValues(), restored), { keepDefaultValues: true });
  }, [getValues, reset, restored]);

  useEffect(() => {
    if (!onChange) return;
    const subscription = watch((values) => {
      // The control's baseline, not formState's: formState is the last render's copy, and a save's
      // reset tells watchers before the form renders again.
      const saved = form.control._defaultValues;
      onChange(fingerprint(values) === fingerprint(saved) ? null : withoutSecrets(values as V));
    });
    return () => subscription.unsubscribe();
  }, [form, onChange, watch]);
}

export interface FormDraft<V> {
  /** The draft found when the form opened, until restored or discarded (for `DraftBanner`). */
  offer: DraftOffer<V> | null;
  /** Puts the offered draft in the form. */
  restore: () => void;
  /** Drops the offered draft. */
  discard: () => void;
  /** Call after a successful save: the draft goes at once. */
  clear: () => void;
}

/**
 * A single form's draft: kept in the browser as the user types (per user and record, without
 * secrets), offered when the form opens again, cleared by a successful save or a discard.
 *
 *   const draft = useFormDraft(form, { userId: user?.id, form: 'company', record: company?.id });
 *   <DraftBanner draft={draft} />   // Restore / Discard
 *   onSubmit: async (values) => { await save(values); draft.clear(); }
 */
export function useFormDraft<V extends FieldValues>(form: AnyForm<V>, options: DraftOptions): FormDraft<V> {
  const draft = useDraft<V>(options);
  const [restored, setRestored] = useState<V | undefined>(undefined);
  const { save, restore: take } = draft;
  useDraftPart(form, { restored, onChange: save });

  const restore = useCallback(() => {
    const values = take();
    if (values !== null) setRestored(values);
  }, [take]);

  return { offer: draft.offer, restore, discard: draft.discard, clear: draft.clear };
}
