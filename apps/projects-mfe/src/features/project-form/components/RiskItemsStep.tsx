import { useEffect, useState } from 'react';
import { Button, ConfirmDialog, Gated, Spinner, StatusBadge } from '@admin/ui';
import { Form, SelectField, SubmitBar, TextAreaField, TextField, useLeaveGuard, useZodForm } from '@admin/ui/forms';
import type { RiskItem } from '@admin/api-client';
import {
  FORM_MESSAGES,
  PROJECT_FORM_MESSAGES,
  RISK_SEVERITIES,
  useCreateRisk,
  useDeleteRisk,
  useRisks,
  useUpdateRisk,
} from '../api/project-form-queries';
import { emptyRisk, riskItemSchema, type RiskItemValues } from '../schemas/risk-item';
import styles from './ProjectForm.module.css';

const SEVERITY_OPTIONS = RISK_SEVERITIES.map((s) => ({ value: s, label: s }));
const SEVERITY_TONE = { low: 'info', medium: 'warning', high: 'danger' } as const;

function RiskForm({
  projectId,
  risk,
  onDone,
  onUnsavedChange,
}: {
  projectId: number;
  risk?: RiskItem;
  onDone: () => void;
  onUnsavedChange: (u: boolean) => void;
}) {
  const create = useCreateRisk(projectId);
  const update = useUpdateRisk(projectId);
  const { form, submit, unsaved } = useZodForm({
    schema: riskItemSchema,
    defaultValues: risk
      ? { title: risk.title, description: risk.description, severity: risk.severity, mitigation: risk.mitigation ?? '' }
      : emptyRisk,
    // A failed creation keeps the list as it was (the spec's screen empties it): see docs/screens.md.
    onSubmit: async (values: RiskItemValues) => {
      const body = { ...values, mitigation: values.mitigation || null };
      if (risk) await update.mutateAsync({ id: risk.id, version: risk.version, body });
      else await create.mutateAsync(body);
      onDone();
    },
    errorFallback: risk ? PROJECT_FORM_MESSAGES.risk : FORM_MESSAGES.riskCreate,
  });
  useLeaveGuard(unsaved);
  useEffect(() => onUnsavedChange(unsaved), [unsaved, onUnsavedChange]);
  return (
    <Form
      form={form}
      onSubmit={submit}
      aria-label={risk ? `Edit risk item ${risk.title}` : 'New risk item'}
      className={styles.panel}
    >
      <div className={styles.grid}>
        <TextField name="title" label="Risk title" required />
        <SelectField name="severity" label="Severity" required options={SEVERITY_OPTIONS} />
        <div className={styles.wide}>
          <TextAreaField name="description" label="Risk description" required rows={2} />
        </div>
        <div className={styles.wide}>
          <TextAreaField name="mitigation" label="Mitigation" rows={2} />
        </div>
      </div>
      <SubmitBar label={risk ? 'Save risk item' : 'Add risk item'}>
        <Button variant="secondary" onClick={onDone}>
          Cancel
        </Button>
      </SubmitBar>
    </Form>
  );
}

export interface RiskItemsStepProps {
  projectId: number;
  onFinish: () => Promise<unknown>;
  onUnsavedChange: (unsaved: boolean) => void;
}

/** Step 4: the project's risk items (list, add, edit, delete with confirmation), then Finish (the form's completion state). */
export function RiskItemsStep({ projectId, onFinish, onUnsavedChange }: RiskItemsStepProps) {
  const risks = useRisks(projectId);
  const remove = useDeleteRisk(projectId);
  const [editing, setEditing] = useState<RiskItem | 'new' | null>(null);
  const [deleting, setDeleting] = useState<RiskItem | null>(null);
  const [finishing, setFinishing] = useState(false);
  const [finishError, setFinishError] = useState<string | null>(null);
  useEffect(() => {
    if (editing === null) onUnsavedChange(false);
  }, [editing, onUnsavedChange]);

  async function finish() {
    setFinishing(true);
    setFinishError(null);
    try {
      await onFinish();
    } catch (error) {
      setFinishError(error instanceof Error ? error.message : FORM_MESSAGES.save);
    } finally {
      setFinishing(false);
    }
  }

  return (
    <section aria-label="Risk items">
      {risks.isPending ? <Spinner label="Loading risk items" /> : null}
      {risks.isError ? (
        <p role="alert" className={styles.alert}>
          {FORM_MESSAGES.risks}{' '}
          <Button variant="secondary" size="sm" onClick={() => void risks.refetch()}>
            Retry
          </Button>
        </p>
      ) : null}
      {risks.data && risks.data.length === 0 ? <p className={styles.notice}>No risk items yet.</p> : null}
      {risks.data?.length ? (
        <ul className={styles.riskList} aria-label="Risk item list">
          {risks.data.map((risk) =>
            editing !== 'new' && editing?.id === risk.id ? (
              <li key={risk.id}>
                <RiskForm
                  projectId={projectId}
                  risk={risk}
                  onDone={() => setEditing(null)}
                  onUnsavedChange={onUnsavedChange}
                />
              </li>
            ) : (
              <li key={risk.id} className={styles.risk} aria-label={risk.title}>
                <div>
                  <strong>{risk.title}</strong>{' '}
                  <StatusBadge tone={SEVERITY_TONE[risk.severity]}>{risk.severity}</StatusBadge>
                  <p className={styles.riskText}>{risk.description}</p>
                  {risk.mitigation ? <p className={styles.riskText}>Mitigation: {risk.mitigation}</p> : null}
                </div>
                <div className={styles.actions}>
                  <Button
                    variant="secondary"
                    size="sm"
                    aria-label={`Edit ${risk.title}`}
                    onClick={() => setEditing(risk)}
                    disabled={editing !== null}
                  >
                    Edit
                  </Button>
                  <Button
                    variant="danger"
                    size="sm"
                    aria-label={`Delete ${risk.title}`}
                    onClick={() => setDeleting(risk)}
                  >
                    Delete
                  </Button>
                </div>
              </li>
            ),
          )}
        </ul>
      ) : null}
      {editing === 'new' ? (
        <RiskForm projectId={projectId} onDone={() => setEditing(null)} onUnsavedChange={onUnsavedChange} />
      ) : (
        <Button variant="secondary" onClick={() => setEditing('new')} disabled={editing !== null}>
          Add risk item
        </Button>
      )}
      {finishError ? (
        <p role="alert" className={styles.alert}>
          {finishError}
        </p>
      ) : null}
      <div className={styles.actions}>
        {/* A disabled Finish says why: the risk item open for editing would be lost. */}
        <Gated
          allowed={editing === null}
          why={`Save or cancel the risk item you are ${editing === 'new' ? 'adding' : 'editing'} first.`}
        >
          <Button variant="primary" onClick={() => void finish()} disabled={finishing}>
            {finishing ? 'Saving…' : 'Finish'}
          </Button>
        </Gated>
      </div>
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={`Delete the risk item “${deleting?.title ?? ''}”?`}
        description="The risk item is removed from the project. This cannot be undone."
        confirmLabel="Delete risk item"
        destructive
        pending={remove.isPending}
        onConfirm={() => (deleting ? remove.mutateAsync(deleting.id) : undefined)}
      />
    </section>
  );
}
