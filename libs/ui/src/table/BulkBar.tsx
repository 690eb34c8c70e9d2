import { useMutation } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { ConfirmDialog } from '../dialogs/ConfirmDialog';
import { ExportCsvButton } from '../export/ExportCsvButton';
import { Button } from '../feedback/Button';
import { runPerItem } from './bulk-run';
import type { BulkReport } from './bulk-run';
import styles from './TableTools.module.css';
import type { BulkAction, DataTableBulk } from './types';

export interface BulkBarProps<T> {
  bulk: DataTableBulk<T>;
  selected: T[];
  rowId: (row: T) => string;
  onClear: () => void;
  report: BulkReport | null;
  /** The action ran on every row: the failed rows stay selected, the others are deselected. */
  onReport: (report: BulkReport | null) => void;
}

/**
 * The bar above a table with selected rows (loaded on the first selection): the count, the caller's
 * actions (each confirmed with the count, run per row), the CSV export of the selection, and the
 * report of the last action with each failure and its message.
 */
export default function BulkBar<T>({ bulk, selected, rowId, onClear, report, onReport }: BulkBarProps<T>) {
  const [asking, setAsking] = useState<BulkAction<T> | null>(null);
  const [running, setRunning] = useState(false);
  // The one reason an action that asks for it sends with every row, and why it is refused.
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const reasonId = useId();
  const count = selected.length;
  // One change of the page's query client for the whole run: whoever listens for saved changes (the
  // shell's sidebar counts) hears of it, as it does of a single decision's mutation.
  const runAll = useMutation({
    mutationFn: ({ action, typed }: { action: BulkAction<T>; typed: string | undefined }) =>
      runPerItem(selected, {
        action: action.label,
        run: action.run,
        reason: action.reason ? typed : undefined,
        rowId,
        rowLabel: bulk.rowLabel,
        errorFallback: action.errorFallback,
        note: action.note,
      }),
  });

  function ask(action: BulkAction<T> | null) {
    setAsking(action);
    setReason('');
    setReasonError(null);
  }

  async function runAction(action: BulkAction<T>) {
    const typed = action.reason ? reason.trim() : undefined;
    if (action.reason?.required && !typed) {
      setReasonError(`Enter the ${action.reason.label.toLowerCase()}.`);
      // Rejected, so the dialog stays open with what was typed.
      throw new Error('reason required');
    }
    setRunning(true);
    try {
      const result = await runAll.mutateAsync({ action, typed });
      onReport(result);
      bulk.onSettled?.();
    } finally {
      setRunning(false);
    }
  }

  return (
    <>
      {count > 0 ? (
        <div className={styles.bulkBar} role="group" aria-label="Bulk actions">
          <span className={styles.bulkCount}>{count} selected</span>
          {bulk.controls}
          {bulk.actions.map((action) => (
            <Button
              key={action.label}
              size="sm"
              variant={action.destructive ? 'danger' : 'secondary'}
              onClick={() => ask(action)}
              disabled={running}
            >
              {action.label}
            </Button>
          ))}
          {bulk.exportCsv ? (
            <ExportCsvButton
              fileName={bulk.exportCsv.fileName}
              columns={bulk.exportCsv.columns}
              fetchRows={async () => selected}
              label="Export selected"
              size="sm"
            />
          ) : null}
          <Button size="sm" variant="ghost" onClick={onClear} disabled={running}>
            Clear selection
          </Button>
        </div>
      ) : null}
      {report ? <BulkReportPanel report={report} onDismiss={() => onReport(null)} /> : null}
      <ConfirmDialog
        open={asking !== null}
        onOpenChange={(open) => !open && ask(null)}
        title={asking?.confirmTitle(count) ?? ''}
        description={
          <>
            {asking?.confirmDescription}
            {asking?.confirmDescription ? ' ' : null}
            {`Each of the ${count} selected is sent on its own; any that fail are listed afterwards and stay selected.`}
          </>
        }
        confirmLabel={asking?.confirmLabel ?? asking?.label ?? ''}
        destructive={asking?.destructive}
        pending={running}
        onConfirm={() => (asking ? runAction(asking) : undefined)}
      >
        {asking?.reason ? (
          <div className={styles.reasonField}>
            <label htmlFor={reasonId}>
              {asking.reason.label}
              {asking.reason.required ? ' (required)' : ''}
            </label>
            <textarea
              id={reasonId}
              rows={3}
              value={reason}
              maxLength={asking.reason.maxLength}
              required={asking.reason.required}
              aria-invalid={reasonError ? true : undefined}
              aria-describedby={reasonError ? `${reasonId}-error` : undefined}
              onChange={(event) => {
                setReason(event.target.value);
                setReasonError(null);
              }}
            />
            {reasonError ? (
              <p id={`${reasonId}-error`} className={styles.reasonError}>
                {reasonError}
              </p>
            ) : null}
          </div>
        ) : null}
      </ConfirmDialog>
    </>
  );
}

/** What the last bulk action did: the count, the rows done by name, and each failure with the server's message. */
function BulkReportPanel({ report, onDismiss }: { report: BulkReport; onDismiss: () => void }) {
  const failed = report.failures.length;
  const done = report.succeeded.length;
  const summary = `${report.action}: ${done} of ${done + failed} done${failed > 0 ? `, ${failed} failed` : ''}.`;
  return (
    <div className={styles.bulkReport} role={failed > 0 ? 'alert' : 'status'} data-failed={failed > 0 || undefined}>
      <div className={styles.bulkReportHead}>
        <strong>{summary}</strong>
        <Button size="sm" variant="ghost" onClick={onDismiss}>
          Dismiss
        </Button>
      </div>
      {done > 0 ? <p className={styles.bulkReportNote}>Done: {report.succeededLabels.join(', ')}</p> : null}
      {report.notes.length > 0 ? (
        <ul className={styles.bulkFailures} aria-label="Notes">
          {report.notes.map((note) => (
            <li key={note.id}>
              <strong>{note.label}</strong>: {note.message}
            </li>
          ))}
        </ul>
      ) : null}
      {failed > 0 ? (
        <>
          <p className={styles.bulkReportNote}>The rows that failed stay selected, to try again.</p>
          <ul className={styles.bulkFailures} aria-label="Failures">
            {report.failures.map((failure) => (
              <li key={failure.id}>
                <strong>{failure.label}</strong>: {failure.message}
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </div>
  );
}
