// One audit entry as a sentence a person reads ("Priya (Operations) moved the status from Booked to
// Document Signature Pending"), and its changed fields as words. Pure functions: the panel and the
// Activity screen render them, tests read them.
import { ORDER_STATUS_LABELS, PERMISSION_LABELS, PROJECT_STATUS_LABELS } from '@admin/api-client/contract/core';
// The field words are not in the shared core: an unshared entry of their own, bundled here, in the
// Activity's lazy chunk (importing the whole contract from a shared entry would bundle more of it).
import { AUDIT_FIELD_LABELS } from '@admin/api-client/contract/audit-fields';
import { AUDIT_RECORD_TYPE_LABELS } from '@admin/api-client/contract/audit-labels';
import type { AuditChange, AuditEntry, AuditRecordType, AuditValue } from '@admin/api-client/contract/core';

export interface DescribeOptions {
  /**
   * Name the record in every sentence ("moved the status of Order #113 from …"): on the Activity
   * screen, where entries of many records sit together. A record's own panel leaves it out where the
   * sentence reads well without it.
   */
  withRecord?: boolean;
}

/** Letters that read as an abbreviation in a field's words. */
const ABBREVIATIONS = new Set(['pan', 'kyc', 'ifsc', 'id', 'url', 'pdf', 'gst', 'cin', 'llp', 'otp', 'ip']);

/** Values whose label differs from the value itself, per kind of record and field. */
const VALUE_LABELS: Partial<Record<AuditRecordType, Readonly<Record<string, Readonly<Record<string, string>>>>>> = {
  order: { status: ORDER_STATUS_LABELS },
  project: { status: PROJECT_STATUS_LABELS },
};

/** A field as words: `first_name` → "first name", `pan_status` → "PAN status". */
export function fieldWords(field: string): string {
  const known = AUDIT_FIELD_LABELS[field];
  if (known) return known;
  return field
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .split(/[\s_.-]+/)
    .filter(Boolean)
    .map((word) => (ABBREVIATIONS.has(word.toLowerCase()) ? word.toUpperCase() : word.toLowerCase()))
    .join(' ');
}

/** The project form's steps: `step_completed` "3.1" is step 3 of them saved. */
const PROJECT_STEPS = 4;

/** A permission's key where the trail keeps one (a role's permissions, a grant's note): `orders.write`. */
const PERMISSION_KEY = /\b[a-z]+\.[a-z]+\b/g;

/**
 * Permission keys in a value or note as staff read them on their profile: “Change orders: …”, never
 * `orders.write` (the trail keeps keys; any other dotted word is left as it is).
 */
function permissionsInWords(text: string): string {
  return text.replace(PERMISSION_KEY, (word) => {
    const label = (PERMISSION_LABELS as Readonly<Record<string, string>>)[word];
    return label ? `“${label}”` : word;
  });
}

/** A link to a stored file: staff know the file, not its storage address. */
const STORAGE_LINK = /^https?:\/\/\S+$/;

/**
 * A value as the screens show it: the status's label ("Document Signature Pending"), "Yes"/"No",
 * "empty" for nothing, "a file" for a stored file's link, a project's progress as steps, a code's
 * underscores as spaces, anything else as kept (masked values stay masked).
 */
export function valueWords(entry: Pick<AuditEntry, 'record_type'>, field: string, value: AuditValue): string {
  if (value === null || value === '') return 'empty';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  const text = String(value);
  if (STORAGE_LINK.test(text)) return 'a file';
  if (field === 'step_completed') return `${Number.parseInt(text, 10) || 0} of ${PROJECT_STEPS} steps`;
  const label = VALUE_LABELS[entry.record_type]?.[field]?.[text];
  if (label) return label;
  return /^[A-Za-z]+(_[A-Za-z]+)+$/.test(text) ? text.replace(/_/g, ' ') : permissionsInWords(text);
}

/** "Priya (Operations)", or who tried when nobody could be identified. */
function actorWords(entry: Pick<AuditEntry, 'actor'>): string {
  return entry.actor ? `${entry.actor.name} (${entry.actor.role})` : 'Someone unknown';
}

/** "a, b and c". */
function listWords(words: readonly string[]): string {
  if (words.length <= 1) return words.join('');
  return `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`;
}

/** Up to three fields by name, the rest counted: "the name, email, phone and 2 other fields". */
function fieldsWords(changes: readonly AuditChange[]): string {
  const names = changes.map((change) => fieldWords(change.field));
  if (names.length <= 4) return `the ${listWords(names)}`;
  return `the ${names.slice(0, 3).join(', ')} and ${names.length - 3} other fields`;
}

/** The verb of a decision, read from the value decided ("Approved", "verified", "Rejected"). */
function decisionVerb(change: AuditChange | undefined): string {
  const after = String(change?.after ?? '').toLowerCase();
  if (/approv|verif|accept|confirm/.test(after)) return 'approved';
  if (/reject|declin|sent back|return/.test(after)) return 'rejected';
  if (/pending/.test(after)) return 'reopened';
  return 'decided on';
}

/** How the screens name each KYC check, read from the start of its fields (`aadhar_verification_status`). */
const CHECK_WORDS: Readonly<Record<string, string>> = { email: 'Email', aadhar: 'Aadhaar', pan: 'PAN', video: 'Video' };

/** A field that holds a first decision waiting for a second one (four eyes): `awaiting_second_approval`, `pan_awaiting_second_approval`. */
const WAITING_FIELD = /^(?:([a-z]+)_)?awaiting_second_approval$/;

const firstWord = (value: AuditValue): string => String(value ?? '').split(' ')[0] ?? '';

/** A first decision as a noun, read from its value ("rejected by Kalyani Desai" → "rejection"). */
function decisionNoun(value: AuditValue): string {
  const verb = decisionVerb({ field: '', before: null, after: value });
  return verb === 'approved' ? 'approval' : verb === 'rejected' ? 'rejection' : 'decision';
}

/**
 * A decision in plain words. Four eyes shows in it: a first decision "rejected the Aadhaar check of
 * Rohan Mehta; waiting for a second approval", a send-back "sent back the rejection of …", and the
 * confirmation reads as the decision itself (its note names the first decider).
 */
function decisionDeed(entry: AuditEntry): string {
  const label = entry.record_label;
  const waiting = entry.changes.find((change) => WAITING_FIELD.test(change.field));
  const decided = entry.changes.find((change) => change.field === 'status') ?? entry.changes.find((c) => c !== waiting);
  // A KYC decision changes one check's status (`pan_verification_status`), or waits on one
  // (`pan_awaiting_second_approval`): "the PAN check of Priya Sharma".
  const check =
    decided && decided.field !== 'status'
      ? decided.field.replace(/_verification_status$|_status$/, '')
      : waiting?.field.match(WAITING_FIELD)?.[1];
  const what = check ? `the ${CHECK_WORDS[check] ?? fieldWords(check)} check of ${label}` : label;
  if (decided) return `${decisionVerb(decided)} ${what}`;
  // The waiting value is "rejected by Kalyani Desai": only its first word is the decision.
  if (waiting?.after)
    return `${decisionVerb({ ...waiting, after: firstWord(waiting.after) })} ${what}; waiting for a second approval`;
  if (waiting) return `sent back the ${decisionNoun(firstWord(waiting.before))} of ${what}`;
  return `decided on ${what}`;
}

/** The record's kind in words: "this order", "this cancel request". */
function thisRecord(entry: Pick<AuditEntry, 'record_type'>): string {
  return `this ${AUDIT_RECORD_TYPE_LABELS[entry.record_type].toLowerCase()}`;
}

/** What was done, after the actor's name: "moved the status from Booked to …". */
function deed(entry: AuditEntry, withRecord: boolean): string {
  const label = entry.record_label;
  const of = withRecord ? ` of ${label}` : '';
  switch (entry.action) {
    case 'create':
      return `created ${label}`;
    case 'update': {
      const [only] = entry.changes;
      // A project form's step saved: "completed step 2 of 4", not a change of a field staff never see.
      if (entry.changes.length === 1 && only?.field === 'step_completed')
        return `completed step ${Number.parseInt(String(only.after), 10) || 0} of ${PROJECT_STEPS}${of}`;
      if (entry.changes.length === 1 && only?.field === 'comment')
        return `added a comment${withRecord ? ` on ${label}` : ''}`;
      return entry.changes.length > 0
        ? `changed ${fieldsWords(entry.changes)}${of}`
        : `updated ${withRecord ? label : thisRecord(entry)}`;
    }
    case 'delete':
      return `deleted ${label}`;
    case 'status_change': {
      const status = entry.changes.find((change) => change.field === 'status') ?? entry.changes[0];
      if (!status) return `changed the status${of}`;
      return `moved the ${fieldWords(status.field)}${of} from ${valueWords(entry, status.field, status.before)} to ${valueWords(entry, status.field, status.after)}`;
    }
    case 'decision':
      return decisionDeed(entry);
    case 'sign_in':
      return 'signed in';
    case 'sign_in_failed':
      return 'failed to sign in';
    case 'sign_out':
      return 'signed out';
    case 'permission_change':
      return `changed the permissions of ${label}`;
    case 'file_upload':
      return `uploaded ${entry.changes.length > 0 ? fieldsWords(entry.changes) : 'a file'} to ${label}`;
    case 'pan_reveal':
      return `revealed the PAN and bank details of ${label}`;
    case 'control_change': {
      // A setting that governs a four-eyes control: asked for, confirmed (the value moves) or sent back.
      const value = entry.changes.find((change) => change.field === 'value');
      if (value) return `changed the control ${label} from ${value.before} to ${value.after}`;
      const waiting = entry.changes[0];
      return waiting?.after ? `asked a second Admin to confirm a change of ${label}` : `sent back a change of ${label}`;
    }
    case 'message': {
      // A message to the customer (docs/messages.md): its template's name is the one change.
      const template = entry.changes.find((change) => change.field === 'message')?.after;
      return `sent ${template ? `“${String(template)}”` : 'a message'} about ${label}`;
    }
  }
}

/** The API's words before a first decision's reason (four eyes). */
const FIRST_DECISION_NOTE = /^First [^:]*, awaiting a second approval(: )?/;

/**
 * An upload's note as older entries wrote it, "still.png (image/png, 70 bytes): http://…/ipfs/…":
 * the file's name is what staff recognise; its type, size and storage link are not theirs to read.
 */
const UPLOAD_DETAILS = /\s*\([^()]*\d+ bytes\)(?::\s*\S+)?$|\s*:?\s*https?:\/\/\S+/g;

/** How the note follows the sentence: a reason quoted, the device of a sign-in in brackets; none where it repeats the sentence. */
function withNote(sentence: string, entry: AuditEntry): string {
  // A first decision's note repeats what the sentence says ("First rejection, awaiting a second
  // approval: <reason>"): only the reason is quoted. A comment's note is the comment itself.
  const kept =
    entry.action === 'decision'
      ? entry.note?.replace(FIRST_DECISION_NOTE, '')
      : entry.action === 'file_upload'
        ? entry.note?.replace(UPLOAD_DETAILS, '').trim()
        : entry.note;
  if (!kept) return sentence;
  const note = permissionsInWords(kept);
  switch (entry.action) {
    case 'sign_in':
    case 'file_upload':
      return `${sentence} (${note})`;
    // What was granted and withdrawn, each permission already in quotes: not quoted again.
    case 'permission_change':
      return `${sentence}: ${note}`;
    case 'sign_out':
    case 'pan_reveal':
      return sentence;
    default:
      return `${sentence}: “${note}”`;
  }
}

/**
 * The entry as one sentence, without its time: "Priya (Operations) moved the status from Booked to
 * Document Signature Pending", with the reason of a decision or status change after a colon in quotes.
 * A failed sign-in nobody could be identified for names the phone tried: "A sign-in as +91 98100 00009 failed".
 */
export function describeEntry(entry: AuditEntry, options: DescribeOptions = {}): string {
  const sentence =
    entry.actor || entry.action !== 'sign_in_failed'
      ? `${actorWords(entry)} ${deed(entry, options.withRecord ?? false)}`
      : `A sign-in as ${entry.record_id} failed`;
  return withNote(sentence, entry);
}
