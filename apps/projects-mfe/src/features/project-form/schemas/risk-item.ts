import { z } from '@admin/ui/zod';
import { requiredText } from './field-rules';

export const riskItemSchema = z.object({
  title: requiredText.max(200, 'At most 200 characters'),
  description: requiredText.max(5000, 'At most 5000 characters'),
  severity: z.enum(['low', 'medium', 'high']),
  mitigation: z.string().trim(),
});
export type RiskItemInput = z.input<typeof riskItemSchema>;
export type RiskItemValues = z.output<typeof riskItemSchema>;
export const emptyRisk: RiskItemInput = { title: '', description: '', severity: 'medium', mitigation: '' };
