/**
 * The changed fields of a record, as the trail keeps them: only fields whose value changed, each
 * value flattened to text, number, boolean or null. Secrets and tokens are never kept (the field is
 * dropped); PAN and bank details are kept masked as every API answer masks them.
 */
import {
  maskBankDetails,
  maskPan,
  type AuditChange,
  type AuditValue,
  type BankDetails,
} from '@admin/api-client/contract';

/** Fields no entry ever holds, whatever record they come from. */
const SECRET_FIELD = /password|secret|otp|token_hash|code_hash|refresh_?token|access_?token|^token$|jwt/i;

/** Bookkeeping every write moves: an entry records what a person changed, not these. */
const BOOKKEEPING = new Set(['version', 'updated_at', 'created_at', 'updated_by', 'kyc_updated_at']);

/** Whether a field may appear in an entry at all. */
const isRecordableField = (field: string): boolean => !SECRET_FIELD.test(field) && !BOOKKEEPING.has(field);

/** A value as an entry holds it: masked where it must be, flattened, secrets never reaching here. */
function auditValue(field: string, value: unknown): AuditValue {
  if (value === undefined || value === null) return null;
  if (field === 'pan_number' && typeof value === 'string') return maskPan(value);
  if (field === 'bank_details' && typeof value === 'object')
    return JSON.stringify(maskBankDetails(value as BankDetails));
  if ((field === 'account_number' || field === 'ifsc') && typeof value === 'string') return maskPan(value);
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'string') return bounded(value);
  if (typeof value === 'number' || typeof value === 'boolean') return value;
  if (typeof value === 'bigint') return value.toString();
  return bounded(JSON.stringify(value));
}

/** Longest text an entry keeps of one value (a template body may hold 100,000 characters). */
const MAX_AUDIT_TEXT = 10_000;
const bounded = (text: string): string =>
  text.length <= MAX_AUDIT_TEXT
    ? text
    : `${text.slice(0, MAX_AUDIT_TEXT)}… (${text.length - MAX_AUDIT_TEXT} more characters)`;

const DECIMAL = /^-?\d+(\.\d+)?$/;

/** Amounts arrive as numeric strings from the database and as numbers from a body: '5.00' is 5. */
function sameAmount(a: AuditValue, b: AuditValue): boolean {
  const decimal = (v: AuditValue) =>
    typeof v === 'number' || (typeof v === 'string' && DECIMAL.test(v) && v.includes('.'));
  return decimal(a) && decimal(b) && Number(a) === Number(b);
}

type Row = Readonly<Record<string, unknown>>;

export interface ChangeOptions {
  /** Only these fields (default: every field of either row). */
  only?: readonly string[];
  /** Fields to leave out besides secrets and bookkeeping (joined names, derived figures). */
  ignore?: readonly string[];
}

/**
 * The fields that differ between two states of a record. `before` null: a creation (every field
 * set); `after` null: a deletion (the last values as before).
 */
export function changesBetween(before: Row | null, after: Row | null, options: ChangeOptions = {}): AuditChange[] {
  const fields = options.only ?? [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  const ignored = new Set(options.ignore ?? []);
  const changes: AuditChange[] = [];
  for (const field of fields) {
    if (ignored.has(field) || !isRecordableField(field)) continue;
    const was = auditValue(field, before?.[field]);
    const now = auditValue(field, after?.[field]);
    if (was === now) continue;
    if (sameAmount(was, now)) continue;
    changes.push({ field, before: was, after: now });
  }
  return changes;
}
