// How a failed save reads on a form: a 409 `code: 'conflict'` is an edit conflict (someone else
// saved first) and a 428 `code: 'version_required'` an edit sent without the version it was made
// on: both show the server's message with a Reload choice. Anything else is a message on the form
// (the server's, else the fallback), and a validation 400 naming one of the form's fields
// (`price: …`, `price is required`) is also shown beside that field.
import { errorMessage, isConflictError, isVersionRequiredError } from '@admin/api-client/contract/core';

/** Shown on a form when the record changed since it was loaded and the server said nothing (ours; the spec names no text). */
export const CONFLICT_MESSAGE = 'This record was changed by someone else.';

/** A form's failure message when the server gave none and the screen named no spec fallback. */
export const FORM_FALLBACK_MESSAGE = 'An error occurred. Please try again.';

/** The HTTP answer of a failed call, read structurally so this entry does not bundle axios itself. */
function responseOf(error: unknown): { status?: number; data?: unknown } | undefined {
  if (typeof error !== 'object' || error === null || !('isAxiosError' in error)) return undefined;
  const response = (error as { response?: unknown }).response;
  return typeof response === 'object' && response !== null
    ? (response as { status?: number; data?: unknown })
    : undefined;
}

export type FormFailure =
  | { kind: 'conflict'; message: string }
  | { kind: 'message'; message: string; field?: { name: string; message: string } };

/** The API names the field of a 400 first: `gallery: Invalid input`, `name is required`. */
const FIELD_MESSAGE = /^([A-Za-z_][\w.]*)(?:: (.+)| (is required))$/;

/** Classifies a failed submit; `hasField` says whether a dotted path is a field of this form. */
export function describeFailure(error: unknown, fallback: string, hasField: (name: string) => boolean): FormFailure {
  if (isConflictError(error) || isVersionRequiredError(error))
    return { kind: 'conflict', message: errorMessage(error, CONFLICT_MESSAGE) };
  const message = errorMessage(error, fallback);
  if (responseOf(error)?.status === 400) {
    const match = FIELD_MESSAGE.exec(message);
    const name = match?.[1];
    if (name && hasField(name)) return { kind: 'message', message, field: { name, message: match[2] ?? message } };
  }
  return { kind: 'message', message };
}
