import { useEffect, useId, useMemo, useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useWatch } from 'react-hook-form';
import {
  MESSAGE_CHANNEL_LABELS,
  MESSAGE_CHANNELS,
  MESSAGE_FREE_VARIABLE_MAX,
  MESSAGE_KIND_CHANNELS,
  type MessagePreview,
  type SendableTemplate,
  type SendMessageRequest,
} from '@admin/api-client/contract/customer-messages';
import { errorMessage } from '@admin/api-client/contract/core';
import { Form, SubmitBar, TextAreaField, useZodForm } from '@admin/ui/forms';
import { z } from '@admin/ui/zod';
import { describeRoute, humanize } from './describe-message';
import type { MessageComposerSource, SendMessageDialogProps } from './types';
import { Button, DetailList, Dialog, SafeHtml, Spinner, useApiMutation } from '@admin/ui';
import styles from './Messages.module.css';

/** Typing settles for this long before the preview is asked again. */
const PREVIEW_DEBOUNCE_MS = 400;

/**
 * Send message: a template of a kind the customer receives, its values filled from the record, the
 * placeholders the record does not fill for staff to write, and the preview the API renders, which is
 * exactly what goes out. A failed send keeps everything typed and says why.
 */
export default function SendMessageDialogView({
  open,
  onOpenChange,
  composer,
  about,
  initialValues,
}: SendMessageDialogProps) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      placement="side"
      title={`Send message about ${about}`}
      description="Choose a template. The record fills its values; the preview is the message exactly as it goes out."
    >
      {open ? <Compose composer={composer} initialValues={initialValues} onDone={() => onOpenChange(false)} /> : null}
    </Dialog>
  );
}

function Compose({
  composer,
  initialValues = {},
  onDone,
}: {
  composer: MessageComposerSource;
  initialValues?: Readonly<Record<string, string>>;
  onDone: () => void;
}) {
  const selectId = useId();
  const templates = useQuery({
    queryKey: composer.templatesKey,
    queryFn: () => composer.templates(),
    staleTime: 60_000,
  });
  const [templateId, setTemplateId] = useState<number | null>(null);
  const groups = useMemo(() => groupByChannel(templates.data ?? []), [templates.data]);

  return (
    <div className={styles.compose}>
      <div className={styles.field}>
        <label htmlFor={selectId}>Template</label>
        {templates.isPending ? (
          <Spinner label="Loading templates" />
        ) : templates.isError ? (
          <div role="alert" className={styles.error}>
            <p>{errorMessage(templates.error, composer.fallbacks.templates)}</p>
            <Button size="sm" onClick={() => void templates.refetch()}>
              Retry
            </Button>
          </div>
        ) : (
          <select
            id={selectId}
            value={templateId ?? ''}
            onChange={(event) => setTemplateId(event.target.value ? Number(event.target.value) : null)}
          >
            <option value="">Choose a template…</option>
            {groups.map(({ label, templates: items }) => (
              <optgroup key={label} label={label}>
                {items.map((template) => (
                  <option key={template.id} value={template.id}>
                    {template.name}
                  </option>
                ))}
              </optgroup>
            ))}
          </select>
        )}
        <p className={styles.hint}>Templates of a kind the customer receives (email, SMS, notification).</p>
      </div>
      {templateId === null ? null : (
        <TemplateCompose
          key={templateId}
          composer={composer}
          templateId={templateId}
          initialValues={initialValues}
          onDone={onDone}
        />
      )}
    </div>
  );
}

/** Templates under their channel's name, in the channels' order. */
function groupByChannel(templates: SendableTemplate[]) {
  return MESSAGE_CHANNELS.map((channel) => ({
    label: MESSAGE_CHANNEL_LABELS[channel],
    templates: templates.filter((template) => MESSAGE_KIND_CHANNELS[template.kind] === channel),
  })).filter((group) => group.templates.length > 0);
}

const filled = (values: Readonly<Record<string, string>>) =>
  Object.fromEntries(Object.entries(values).filter(([, value]) => value.trim() !== ''));

function TemplateCompose({
  composer,
  templateId,
  initialValues,
  onDone,
}: {
  composer: MessageComposerSource;
  templateId: number;
  initialValues: Readonly<Record<string, string>>;
  onDone: () => void;
}) {
  // The values the preview was last asked with (typing settles first).
  const [values, setValues] = useState<Record<string, string>>(() => filled(initialValues));
  const body: SendMessageRequest = { template_id: templateId, variables: values };
  const preview = useQuery({
    queryKey: composer.previewKey(body),
    queryFn: ({ signal }) => composer.preview(body, signal),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
  // The placeholders staff fill are the template's less the record's: the same on every preview of it.
  const names = preview.data ? Object.keys(preview.data.free_variables) : null;

  return (
    <>
      {preview.data ? (
        <section aria-label="Filled from the record">
          <h3 className={styles.sectionTitle}>Filled from the record</h3>
          {Object.keys(preview.data.record_variables).length > 0 ? (
            <DetailList
              items={Object.entries(preview.data.record_variables).map(([name, value]) => ({
                label: humanize(name),
                value,
              }))}
            />
          ) : null}
        </section>
      ) : null}
      {names === null ? (
        preview.isError ? null : (
          <Spinner label="Loading the message" block />
        )
      ) : (
        <ValuesForm
          key={names.join(',')}
          composer={composer}
          templateId={templateId}
          names={names}
          initialValues={initialValues}
          onValues={setValues}
          blocked={preview.isError}
          onDone={onDone}
        />
      )}
      <PreviewPane
        preview={preview.data}
        updating={preview.isFetching}
        failure={preview.isError ? errorMessage(preview.error, composer.fallbacks.preview) : null}
      />
    </>
  );
}

function ValuesForm({
  composer,
  templateId,
  names,
  initialValues,
  onValues,
  blocked,
  onDone,
}: {
  composer: MessageComposerSource;
  templateId: number;
  names: string[];
  initialValues: Readonly<Record<string, string>>;
  onValues: (values: Record<string, string>) => void;
  /** The preview failed (the customer cannot receive this kind): nothing to send. */
  blocked: boolean;
  onDone: () => void;
}) {
  const schema = useMemo(
    () =>
      z.object(
        Object.fromEntries(
          names.map((name) => [
            name,
            z
              .string()
              .trim()
              .min(1, `Fill in ${humanize(name)}`)
              .max(MESSAGE_FREE_VARIABLE_MAX, `At most ${MESSAGE_FREE_VARIABLE_MAX} characters`),
          ]),
        ),
      ),
    [names],
  );
  const send = useApiMutation({
    mutationFn: (body: SendMessageRequest) => composer.send(body),
    success: 'Message queued',
    errorFallback: composer.fallbacks.send,
    invalidate: [...composer.invalidate],
  });
  const { form, submit } = useZodForm({
    schema,
    defaultValues: Object.fromEntries(names.map((name) => [name, initialValues[name] ?? ''])),
    errorFallback: composer.fallbacks.send,
    onSubmit: async (variables: Record<string, string>) => {
      await send.mutateAsync({ template_id: templateId, variables });
      onDone();
    },
  });
  const watched = useWatch({ control: form.control }) as Record<string, string | undefined>;
  const key = JSON.stringify(watched);
  useEffect(() => {
    const timer = setTimeout(
      () => onValues(filled(Object.fromEntries(Object.entries(watched).map(([n, v]) => [n, v ?? ''])))),
      PREVIEW_DEBOUNCE_MS,
    );
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `key` stands for the watched values
  }, [key, onValues]);

  return (
    <Form form={form} onSubmit={submit} aria-label="Message values">
      {names.length > 0 ? (
        <>
          <h3 className={styles.sectionTitle}>Yours to write</h3>
          {names.map((name) => (
            <TextAreaField
              key={name}
              name={name}
              label={humanize(name)}
              hint={`Fills {{${name}}} in the template`}
              rows={2}
              required
            />
          ))}
        </>
      ) : (
        <p className={styles.hint}>The record fills every value of this template: nothing to write.</p>
      )}
      <SubmitBar label="Send message" pendingLabel="Sending…" disabled={blocked}>
        <Button onClick={onDone}>Cancel</Button>
      </SubmitBar>
    </Form>
  );
}

function PreviewPane({
  preview,
  updating,
  failure,
}: {
  preview: MessagePreview | undefined;
  updating: boolean;
  failure: string | null;
}) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} aria-busy={updating || undefined}>
      <h3 id={titleId} className={styles.sectionTitle}>
        Preview {updating ? <Spinner label="Updating the preview" /> : null}
      </h3>
      <div className={styles.preview}>
        {failure ? <p role="alert">{failure}</p> : null}
        {preview && !failure ? (
          <>
            <div className={styles.previewHead}>
              <p>
                <strong>To:</strong> {describeRoute(preview)}
              </p>
              {preview.subject ? (
                <p>
                  <strong>Subject:</strong> {preview.subject}
                </p>
              ) : null}
            </div>
            {preview.format === 'html' ? (
              // Named, so a reader knows where the body starts (and a journey compares it with what was sent).
              <div role="group" aria-label="Message body">
                <SafeHtml html={preview.body} className={styles.previewBody} />
              </div>
            ) : (
              <p className={styles.previewText}>{preview.body}</p>
            )}
            {preview.missing.length > 0 ? (
              <p className={styles.missing}>
                Still to fill in: {preview.missing.map((name) => `{{${name}}}`).join(', ')}
              </p>
            ) : null}
          </>
        ) : null}
      </div>
    </section>
  );
}
