import { errorMessage } from '@admin/api-client/contract/core';

export interface BulkFailure {
  id: string;
  label: string;
  message: string;
}

export interface BulkReport {
  action: string;
  succeeded: string[];
  failures: BulkFailure[];
}

/**
 * Runs `run` for each row, one after the other (each its own request, with its own permission check
 * and version), and answers which rows succeeded and why each other one failed: nothing is skipped.
 */
export async function runPerItem<T>(
  rows: readonly T[],
  { action, run, reason, rowId, rowLabel, errorFallback }: { action: string; run: (row: T, reason?: string) => Promise<unknown>; reason?: string; rowId: (row: T) => string; rowLabel: (row: T) => string; errorFallback: string },
): Promise<BulkReport> {
  const report: BulkReport = { action, succeeded: [], failures: [] };
  for (const row of rows) {
    try {
      await (reason === undefined ? run(row) : run(row, reason));
      report.succeeded.push(rowId(row));
    } catch (error) {
      report.failures.push({ id: rowId(row), label: rowLabel(row), message: errorMessage(error, errorFallback) });
    }
  }
  return report;
}
