import { errorMessage } from '@admin/api-client/contract/core';

interface BulkFailure {
  id: string;
  label: string;
  message: string;
}

export interface BulkReport {
  action: string;
  succeeded: string[];
  /** The rows that succeeded, by name (the report names them, as it names each failure). */
  succeededLabels: string[];
  failures: BulkFailure[];
  /** Rows that succeeded with an outcome worth telling apart (the action's `note`), e.g. awaiting a second approval. */
  notes: BulkFailure[];
}

/**
 * A row an action refuses before asking the API, by a rule the screen knows (e.g. "a paid order has
 * no deadline to extend"): its message is the row's failure in the report, as a server's would be.
 */
export class BulkRefusal extends Error {
  override name = 'BulkRefusal';
}

/**
 * Runs `run` for each row, one after the other (each its own request, with its own permission check
 * and version), and answers which rows succeeded and why each other one failed: nothing is skipped.
 */
export async function runPerItem<T>(
  rows: readonly T[],
  {
    action,
    run,
    reason,
    rowId,
    rowLabel,
    errorFallback,
    note,
  }: {
    action: string;
    run: (row: T, reason?: string) => Promise<unknown>;
    reason?: string;
    rowId: (row: T) => string;
    rowLabel: (row: T) => string;
    errorFallback: string;
    note?: (result: unknown, row: T) => string | undefined;
  },
): Promise<BulkReport> {
  const report: BulkReport = { action, succeeded: [], succeededLabels: [], failures: [], notes: [] };
  for (const row of rows) {
    try {
      const result = await (reason === undefined ? run(row) : run(row, reason));
      report.succeeded.push(rowId(row));
      report.succeededLabels.push(rowLabel(row));
      const message = note?.(result, row);
      if (message) report.notes.push({ id: rowId(row), label: rowLabel(row), message });
    } catch (error) {
      const message = error instanceof BulkRefusal ? error.message : errorMessage(error, errorFallback);
      report.failures.push({ id: rowId(row), label: rowLabel(row), message });
    }
  }
  return report;
}
