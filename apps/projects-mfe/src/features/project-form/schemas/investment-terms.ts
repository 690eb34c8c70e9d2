// Step 2, investment terms: repeatable rows, saved together (investment_terms replaces all rows).
import { z } from '@admin/ui/zod';
import type { InvestmentTermInput, Project } from '@admin/api-client';
import { MESSAGES, nonNegative, optionalText, percentage, positive, requiredText } from './field-rules';

const investmentTermSchema = z.object({
  percentageOfIP: percentage,
  rights: requiredText,
  percentageForPandora: percentage,
  natureOfIP: requiredText,
  duration: z.enum(['1', '2', '3'], { error: MESSAGES.required }),
  costOfAcquisition: nonNegative,
  totalExpectedInvestment: positive,
  tokenAmount: positive,
  expectedMonetisation: nonNegative,
  proposedIRR: z.number({ error: MESSAGES.required }).min(-100, 'At least -100').max(999, 'At most 999'),
  proposedMoneyMultiple: nonNegative.max(99999, 'At most 99999'),
  expectedDuration: requiredText,
  otherTerms: optionalText,
});

export const investmentTermsSchema = z.object({
  terms: z
    .array(investmentTermSchema)
    .min(1, 'Add at least one investment term')
    .max(20, 'At most 20 investment terms'),
});
export type InvestmentTermsInput = z.input<typeof investmentTermsSchema>;
export type InvestmentTermsValues = z.output<typeof investmentTermsSchema>;
export type InvestmentTermRowInput = z.input<typeof investmentTermSchema>;

export const emptyTerm = (): InvestmentTermRowInput => ({
  percentageOfIP: undefined as unknown as number,
  rights: '',
  percentageForPandora: undefined as unknown as number,
  natureOfIP: '',
  duration: undefined as unknown as InvestmentTermRowInput['duration'],
  costOfAcquisition: undefined as unknown as number,
  totalExpectedInvestment: undefined as unknown as number,
  tokenAmount: undefined as unknown as number,
  expectedMonetisation: undefined as unknown as number,
  proposedIRR: undefined as unknown as number,
  proposedMoneyMultiple: undefined as unknown as number,
  expectedDuration: '',
  otherTerms: '',
});

export function investmentTermsOf(project: Project): InvestmentTermsInput {
  return {
    terms: project.investment_terms.map((t) => ({
      percentageOfIP: Number(t.percentageOfIP),
      rights: t.rights,
      percentageForPandora: Number(t.percentageForPandora),
      natureOfIP: t.natureOfIP,
      duration: String(t.duration) as InvestmentTermRowInput['duration'],
      costOfAcquisition: Number(t.costOfAcquisition),
      totalExpectedInvestment: Number(t.totalExpectedInvestment),
      tokenAmount: Number(t.tokenAmount),
      expectedMonetisation: Number(t.expectedMonetisation),
      proposedIRR: Number(t.proposedIRR),
      proposedMoneyMultiple: Number(t.proposedMoneyMultiple),
      expectedDuration: t.expectedDuration,
      otherTerms: t.otherTerms ?? '',
    })),
  };
}

export function toInvestmentTermsRequest(values: InvestmentTermsValues): InvestmentTermInput[] {
  return values.terms.map((t) => ({
    ...t,
    percentageOfIP: String(t.percentageOfIP),
    percentageForPandora: String(t.percentageForPandora),
    duration: Number(t.duration),
    costOfAcquisition: String(t.costOfAcquisition),
    totalExpectedInvestment: String(t.totalExpectedInvestment),
    tokenAmount: String(t.tokenAmount),
    expectedMonetisation: String(t.expectedMonetisation),
    proposedIRR: String(t.proposedIRR),
    proposedMoneyMultiple: String(t.proposedMoneyMultiple),
    otherTerms: t.otherTerms || null,
  }));
}
