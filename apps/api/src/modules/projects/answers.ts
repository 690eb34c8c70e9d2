/**
 * What the project media and risk routes answer: the client's `ProjectMediaResult`,
 * `ProjectMediaFile` and `RiskItem`, field by field (test/clientTypes.test.ts).
 */
import { z } from 'zod';
import { MEDIA_TYPES, RISK_SEVERITIES } from '@admin/api-client/contract';
import { record } from '../../http/responses';

export const projectMediaAnswer = record({
  featured_image: z.string().nullable(),
  gallery: z.array(z.string()),
  media_type: z.enum(MEDIA_TYPES),
  version: z.number().int(),
});

export const mediaFileAnswer = record({ url: z.string(), type: z.string(), size: z.number().int(), name: z.string() });

export const riskAnswer = record({
  id: z.number().int(),
  project_id: z.number().int(),
  type: z.literal('risk'),
  title: z.string(),
  description: z.string(),
  severity: z.enum(RISK_SEVERITIES),
  mitigation: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  version: z.number().int(),
});
