import { useDeferredValue, useEffect, useState } from 'react';
import type { Template, TemplateKind } from '@admin/api-client';
import { Button, Panel } from '@admin/ui';
import { Form, SelectField, SubmitBar, TextField, useLeaveGuard, useZodForm } from '@admin/ui/forms';
import { KIND_LABELS } from '../schemas/templates-list';
import { samplesFor } from '../schemas/sample-values';
import { templateFormSchema } from '../schemas/template-form';
import type { TemplateFormValues } from '../schemas/template-form';
import {
  TEMPLATE_KINDS,
  TEMPLATE_LIMITS,
  TEMPLATE_MESSAGES,
  templatePlaceholders,
  useSaveTemplate,
} from '../api/templates-queries';
import { TemplateBodyField } from './TemplateBodyField';
import { TemplatePreviewPane } from './TemplatePreviewPane';
import styles from './Templates.module.css';

const KIND_OPTIONS = TEMPLATE_KINDS.map((kind) => ({ value: kind, label: KIND_LABELS[kind] }));

export interface TemplateEditorProps {
  template?: Template;
  onClose: () => void;
}

/** Create or edit a template; a live preview through the API follows the draft as it is typed. */
export function TemplateEditor({ template: current, onClose }: TemplateEditorProps) {
  // Saved against the version it was opened with (If-Match), whatever a refetch brings in meanwhile.
  const [template] = useState(current);
  const save = useSaveTemplate(template);
  const { form, submit, unsaved } = useZodForm({
    schema: templateFormSchema,
    defaultValues: {
      name: template?.name ?? '',
      kind: template?.kind ?? 'email',
      subject: template?.subject ?? '',
      body: template?.body ?? '',
    },
    onSubmit: async (values: TemplateFormValues) => {
      await save.mutateAsync({
        name: values.name,
        kind: values.kind,
        subject: values.subject ? values.subject : null,
        body: values.body,
      });
      onClose();
    },
    errorFallback: template ? TEMPLATE_MESSAGES.update : TEMPLATE_MESSAGES.create,
  });
  useLeaveGuard(unsaved);
  // `watch` from the kit's form (no second copy of react-hook-form in this remote).
  const [kind, subject, body] = form.watch(['kind', 'subject', 'body']);
  const variables = templatePlaceholders(subject, body);
  // Prefilled from the variables' names, so the first preview reads like a message, not {{placeholders}}.
  const [samples, setSamples] = useState<Record<string, string>>(() => samplesFor(variables, {}));
  useEffect(() => {
    // A sample for each variable the draft names, kept (as typed) while the draft changes.
    setSamples((previous) => samplesFor(variables, previous));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- variables is derived from subject and body
  }, [variables.join('\u0000')]);

  // The preview follows the draft without a call per keystroke (deferred, then debounced in the pane).
  const draft = useDeferredValue({ kind: kind as TemplateKind, subject: subject || null, body: body ?? '', samples });

  return (
    <Panel title={template ? `Edit template: ${template.name}` : 'New template'}>
      <div className={styles.editor}>
        <Form form={form} onSubmit={submit} aria-label={template ? 'Edit template' : 'New template'}>
          <div className={styles.row}>
            <TextField name="name" label="Name" required autoComplete="off" />
            <SelectField name="kind" label="Kind" options={KIND_OPTIONS} />
          </div>
          <TextField name="subject" label="Subject" />
          <TemplateBodyField body={body ?? ''} />
          <SubmitBar label={template ? 'Save template' : 'Create template'}>
            <Button type="button" variant="ghost" onClick={onClose}>
              Cancel
            </Button>
          </SubmitBar>
        </Form>
        <div className={styles.previewColumn}>
          <fieldset className={styles.samples}>
            <legend>Sample values</legend>
            {variables.length === 0 ? <p className={styles.muted}>No variables in this draft.</p> : null}
            {variables.map((name) => (
              <label key={name} className={styles.sample}>
                <span>{`{{${name}}}`}</span>
                <input
                  value={samples[name] ?? ''}
                  maxLength={TEMPLATE_LIMITS.variableValue}
                  onChange={(event) => setSamples((previous) => ({ ...previous, [name]: event.target.value }))}
                />
              </label>
            ))}
          </fieldset>
          <TemplatePreviewPane kind={draft.kind} subject={draft.subject} body={draft.body} samples={draft.samples} />
        </div>
      </div>
    </Panel>
  );
}
