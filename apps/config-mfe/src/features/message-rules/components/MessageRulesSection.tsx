import { useState } from 'react';
import { messageRuleName, ORDER_STATUSES, ORDER_STATUS_LABELS } from '@admin/api-client/contract';
import type { MessageRule, MessageRuleTemplate, OrderStatus } from '@admin/api-client';
import { errorMessage } from '@admin/api-client/contract';
import { usePermission } from '@admin/auth';
import { Button, ConfirmDialog, EmptyState, formatDate, Panel, ReadOnlyNotice, Spinner } from '@admin/ui';
import {
  MESSAGE_RULE_ERRORS,
  useAddStatusRule,
  useMessageRules,
  useRemoveStatusRule,
  useRuleTemplates,
  useSaveMessageRule,
} from '../api/message-rules-queries';
import styles from './MessageRules.module.css';

/** Only email templates are offered: the events' messages go out by email (docs/messages.md). */
const emailTemplates = (templates: MessageRuleTemplate[] | undefined) =>
  (templates ?? []).filter((template) => template.kind === 'email');

/**
 * Config › Message rules: which email a decision sends its customer, each rule on or off. Turning
 * one off, or removing a status rule, is confirmed first (customers stop being told).
 */
export function MessageRulesSection() {
  const rules = useMessageRules();
  const templates = useRuleTemplates();
  const mayWrite = usePermission('config.write');
  const save = useSaveMessageRule();
  const remove = useRemoveStatusRule();
  const [turningOff, setTurningOff] = useState<MessageRule>();
  const [removing, setRemoving] = useState<MessageRule>();
  const choices = emailTemplates(templates.data);

  const body = () => {
    if (rules.isPending) return <Spinner label="Loading message rules" />;
    if (rules.isError)
      return (
        <div role="alert" className={styles.error}>
          <p>{errorMessage(rules.error, MESSAGE_RULE_ERRORS.list)}</p>
          <Button onClick={() => void rules.refetch()}>Retry</Button>
        </div>
      );
    if (rules.data.length === 0) return <EmptyState title="No message rules yet" />;
    return (
      <table className={styles.table}>
        <caption className="ui-visually-hidden">Message rules</caption>
        <thead>
          <tr>
            <th scope="col">When</th>
            <th scope="col">Email sent</th>
            <th scope="col">On</th>
            <th scope="col">Updated</th>
            {mayWrite ? (
              <th scope="col">
                <span className="ui-visually-hidden">Actions</span>
              </th>
            ) : null}
          </tr>
        </thead>
        <tbody>
          {rules.data.map((rule) => {
            const name = messageRuleName(rule.event, rule.order_status);
            const busy = save.isPending && save.variables?.rule.id === rule.id;
            return (
              <tr key={rule.id}>
                <th scope="row">{name}</th>
                <td>
                  {mayWrite ? (
                    <select
                      aria-label={`Email sent when: ${name}`}
                      value={rule.template_id ?? ''}
                      disabled={busy || templates.isPending}
                      onChange={(event) => {
                        const templateId = event.target.value === '' ? null : Number(event.target.value);
                        save.mutate({
                          rule,
                          change: { template_id: templateId, enabled: templateId === null ? false : rule.enabled },
                        });
                      }}
                    >
                      <option value="">No template</option>
                      {choices.map((template) => (
                        <option key={template.id} value={template.id}>
                          {template.name}
                        </option>
                      ))}
                    </select>
                  ) : (
                    (rule.template_name ?? 'No template')
                  )}
                </td>
                <td>
                  <label className={styles.switch}>
                    <input
                      type="checkbox"
                      role="switch"
                      checked={rule.enabled}
                      disabled={!mayWrite || busy || (!rule.enabled && rule.template_id === null)}
                      aria-label={`Send an email when: ${name}`}
                      title={!rule.enabled && rule.template_id === null ? 'Choose a template first' : undefined}
                      onChange={() => {
                        if (rule.enabled) setTurningOff(rule);
                        else save.mutate({ rule, change: { template_id: rule.template_id, enabled: true } });
                      }}
                    />
                    <span>{rule.enabled ? 'On' : 'Off'}</span>
                  </label>
                </td>
                <td>{formatDate(rule.updated_at)}</td>
                {mayWrite ? (
                  <td>
                    {rule.event === 'order_status' ? (
                      <Button
                        size="sm"
                        variant="danger"
                        onClick={() => setRemoving(rule)}
                        aria-label={`Remove rule: ${name}`}
                      >
                        Remove
                      </Button>
                    ) : null}
                  </td>
                ) : null}
              </tr>
            );
          })}
        </tbody>
      </table>
    );
  };

  return (
    <Panel
      title="Message rules"
      description="Which email the customer receives when staff make a decision. A message is written with the decision: one per order in a bulk action."
    >
      {mayWrite ? null : <ReadOnlyNotice what="message rules" permission="config.write" />}
      {body()}
      {mayWrite && rules.data ? <AddStatusRule rules={rules.data} templates={choices} /> : null}
      <ConfirmDialog
        open={turningOff !== undefined}
        onOpenChange={(open) => !open && setTurningOff(undefined)}
        title="Turn this rule off?"
        description={
          turningOff ? (
            <>
              Customers will no longer receive an email when:{' '}
              <strong>{messageRuleName(turningOff.event, turningOff.order_status)}</strong>.
            </>
          ) : null
        }
        confirmLabel="Turn off"
        destructive
        pending={save.isPending}
        onConfirm={() =>
          save.mutateAsync({
            rule: turningOff as MessageRule,
            change: { template_id: (turningOff as MessageRule).template_id, enabled: false },
          })
        }
      />
      <ConfirmDialog
        open={removing !== undefined}
        onOpenChange={(open) => !open && setRemoving(undefined)}
        title="Remove this rule?"
        description={
          removing ? (
            <>
              Customers will no longer receive an email when:{' '}
              <strong>{messageRuleName(removing.event, removing.order_status)}</strong>.
            </>
          ) : null
        }
        confirmLabel="Remove rule"
        destructive
        pending={remove.isPending}
        onConfirm={() => remove.mutateAsync(removing as MessageRule)}
      />
    </Panel>
  );
}

/** A rule for an order status that has none yet: the status and the template, on at once. */
function AddStatusRule({ rules, templates }: { rules: MessageRule[]; templates: MessageRuleTemplate[] }) {
  const add = useAddStatusRule();
  const free = ORDER_STATUSES.filter((status) => !rules.some((rule) => rule.order_status === status));
  const [status, setStatus] = useState<OrderStatus | ''>('');
  const [templateId, setTemplateId] = useState('');
  if (free.length === 0) return null;
  return (
    <form
      className={styles.add}
      onSubmit={(event) => {
        event.preventDefault();
        if (status === '' || templateId === '') return;
        add.mutate(
          { order_status: status, template_id: Number(templateId), enabled: true },
          {
            onSuccess: () => {
              setStatus('');
              setTemplateId('');
            },
          },
        );
      }}
    >
      <h3 className={styles.addTitle}>Email the customer when an order moves to a status</h3>
      <label>
        Status
        <select value={status} onChange={(event) => setStatus(event.target.value as OrderStatus | '')} required>
          <option value="">Choose a status</option>
          {free.map((value) => (
            <option key={value} value={value}>
              {ORDER_STATUS_LABELS[value]}
            </option>
          ))}
        </select>
      </label>
      <label>
        Template
        <select value={templateId} onChange={(event) => setTemplateId(event.target.value)} required>
          <option value="">Choose a template</option>
          {templates.map((template) => (
            <option key={template.id} value={template.id}>
              {template.name}
            </option>
          ))}
        </select>
      </label>
      <Button type="submit" variant="primary" disabled={add.isPending || status === '' || templateId === ''}>
        Add rule
      </Button>
    </form>
  );
}
