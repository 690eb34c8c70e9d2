import { queryOptions, useQuery } from '@tanstack/react-query';
import { messageRulesApi } from '@admin/api-client/message-rules';
import type { MessageRule, MessageRuleChange, MessageRuleCreate } from '@admin/api-client';
import { messageRuleName } from '@admin/api-client/contract';
import { useApiMutation } from '@admin/ui';
import { queryRoots } from '../../../common/query-roots';

/** Fallbacks when the API gives no message (the spec names none for rules). */
export const MESSAGE_RULE_ERRORS = {
  list: 'Failed to fetch message rules',
  save: 'Failed to save the message rule',
} as const;

const messageRuleKeys = {
  list: [...queryRoots.messageRules, 'list'] as const,
  templates: [...queryRoots.messageRules, 'templates'] as const,
};

const messageRulesQuery = () => queryOptions({ queryKey: messageRuleKeys.list, queryFn: () => messageRulesApi.list() });

/** The templates a rule may send (the choice of each rule). */
const ruleTemplatesQuery = () =>
  queryOptions({ queryKey: messageRuleKeys.templates, queryFn: () => messageRulesApi.templates(), staleTime: 60_000 });

/** The rules, and the templates they may send, for the Message rules tab. */
export const useMessageRules = () => useQuery(messageRulesQuery());
export const useRuleTemplates = () => useQuery(ruleTemplatesQuery());

/** Saves a rule's template and switch at the version shown. */
export function useSaveMessageRule() {
  return useApiMutation({
    mutationFn: ({ rule, change }: { rule: MessageRule; change: MessageRuleChange }) =>
      messageRulesApi.update(rule.id, change, rule.version),
    success: (saved) =>
      `${messageRuleName(saved.event, saved.order_status)}: ${saved.enabled ? `on, sends “${saved.template_name ?? ''}”` : 'off, sends nothing'}`,
    errorFallback: MESSAGE_RULE_ERRORS.save,
    invalidate: [messageRuleKeys.list],
  });
}

export function useAddStatusRule() {
  return useApiMutation({
    mutationFn: (body: MessageRuleCreate) => messageRulesApi.create(body),
    success: (saved) => `${messageRuleName(saved.event, saved.order_status)}: added`,
    errorFallback: MESSAGE_RULE_ERRORS.save,
    invalidate: [messageRuleKeys.list],
  });
}

export function useRemoveStatusRule() {
  return useApiMutation({
    mutationFn: (rule: MessageRule) => messageRulesApi.remove(rule.id),
    success: (_data, rule) => `${messageRuleName(rule.event, rule.order_status)}: removed`,
    errorFallback: MESSAGE_RULE_ERRORS.save,
    invalidate: [messageRuleKeys.list],
  });
}
