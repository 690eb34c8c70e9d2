import { describe, expect, it } from 'vitest';
import type { Project } from '@admin/api-client';
import { basicDetailsOf, basicDetailsSchema, toBasicDetailsRequest, type BasicDetailsInput } from './basic-details';
import { MESSAGES } from './field-rules';
import {
  emptyTerm,
  investmentTermsSchema,
  toInvestmentTermsRequest,
  type InvestmentTermRowInput,
} from './investment-terms';
import { droppedMessage, galleryAccept, mediaStepSchema, toMediaRequest } from './media-files';
import { riskItemSchema } from './risk-item';
import { nextStepCompleted, parseStep, resumeStep, stepState } from './steps';

const valid: BasicDetailsInput = {
  title: 'Monsoon Album',
  contentType: '3',
  company_id: 4,
  description: '',
  stage_of_production: '',
  individual_group: 'Individual',
  investment_type: 'OwnerShip',
  dao: false,
  symbol: 'MONS1',
  royaltyPercentage: 0,
  totalSupply: 1000,
  tokenPriceInINR: 50,
  email: 'owner@example.com',
  pan_number: 'ABCDE1234F',
  mobile_no: '9876543210',
};

/** The message zod gives for `field` when the form holds `value` there (undefined when it passes). */
function basicMessage(field: keyof BasicDetailsInput, value: unknown): string | undefined {
  const result = basicDetailsSchema.safeParse({ ...valid, [field]: value });
  return result.success ? undefined : result.error.issues.find((i) => i.path[0] === field)?.message;
}

describe('basic details rules', () => {
  it('accepts a complete form', () => {
    expect(basicDetailsSchema.safeParse(valid).success).toBe(true);
  });
  it.each(['title', 'symbol', 'email', 'pan_number', 'mobile_no'] as const)('requires %s', (field) => {
    expect(basicMessage(field, '')).toBe(MESSAGES.required);
  });
  it.each([
    'contentType',
    'company_id',
    'investment_type',
    'totalSupply',
    'tokenPriceInINR',
    'royaltyPercentage',
  ] as const)('requires %s', (field) => {
    expect(basicMessage(field, undefined)).toBe(MESSAGES.required);
  });
  it('checks the email', () => {
    expect(basicMessage('email', 'owner@')).toBe(MESSAGES.email);
  });
  it.each(['ABCD1234F', 'ABCDE12345', '12345ABCDF', 'abcde1234f', 'ABCDE1234FF'])('refuses the PAN %s', (pan) => {
    expect(basicMessage('pan_number', pan)).toBe(MESSAGES.pan);
  });
  it.each(['9876543210', '+91 9876543210', '+919876543210', '09876543210'])(
    'accepts the Indian mobile %s',
    (mobile) => {
      expect(basicMessage('mobile_no', mobile)).toBeUndefined();
    },
  );
  it.each(['5876543210', '987654321', '98765432100', '+1 9876543210'])('refuses the mobile %s', (mobile) => {
    expect(basicMessage('mobile_no', mobile)).toBe(MESSAGES.mobile);
  });
  it.each([-1, 100.5, 101])('keeps the royalty percentage within 0-100 (%s)', (value) => {
    expect(basicMessage('royaltyPercentage', value)).toBe(MESSAGES.percentage);
  });
  it.each([0, 100])('accepts royalty %s', (value) => {
    expect(basicMessage('royaltyPercentage', value)).toBeUndefined();
  });
  it('wants a positive whole supply and a positive price', () => {
    expect(basicMessage('totalSupply', 0)).toBe(MESSAGES.positive);
    expect(basicMessage('totalSupply', 1.5)).toBe(MESSAGES.wholeNumber);
    expect(basicMessage('tokenPriceInINR', 0)).toBe(MESSAGES.positive);
    expect(basicMessage('tokenPriceInINR', -3)).toBe(MESSAGES.positive);
  });
  it.each(['mons', 'MON-1', 'MON 1', 'ABCDEFGHIJKLM'])('refuses the symbol %s', (symbol) => {
    expect(basicMessage('symbol', symbol)).toBe(MESSAGES.symbol);
  });

  it('sends the spec names: name, property_type_id, total_token, token_amount', () => {
    const parsed = basicDetailsSchema.parse(valid);
    expect(toBasicDetailsRequest(parsed)).toMatchObject({
      name: 'Monsoon Album',
      property_type_id: 3,
      total_token: 1000,
      token_amount: 50,
      individual_group: 'Individual',
      royaltyPercentage: 0,
      description: null,
    });
  });
  it('reads a saved project back into the form', () => {
    const project = {
      name: 'X',
      property_type_id: 2,
      company_id: 9,
      description: null,
      stage_of_production: 'Post',
      individual_group: 'Group',
      investment_type: 'RevenueSharing',
      dao: true,
      symbol: 'X1',
      royaltyPercentage: '12.50',
      total_token: 10,
      token_amount: '99.00',
      email: 'a@b.co',
      pan_number: 'ABCDE1234F',
      mobile_no: '9876543210',
    } as unknown as Project;
    expect(basicDetailsOf(project)).toMatchObject({
      title: 'X',
      contentType: '2',
      company_id: 9,
      royaltyPercentage: 12.5,
      tokenPriceInINR: 99,
      description: '',
    });
  });
});

const term: InvestmentTermRowInput = {
  percentageOfIP: 20,
  rights: 'Streaming',
  percentageForPandora: 5,
  natureOfIP: 'Copyright',
  duration: '2',
  costOfAcquisition: 1000,
  totalExpectedInvestment: 1500,
  tokenAmount: 10,
  expectedMonetisation: 2000,
  proposedIRR: 18.5,
  proposedMoneyMultiple: 1.6,
  expectedDuration: '24 months',
  otherTerms: '',
};
const termMessage = (field: keyof InvestmentTermRowInput, value: unknown) => {
  const result = investmentTermsSchema.safeParse({ terms: [{ ...term, [field]: value }] });
  return result.success ? undefined : result.error.issues.find((i) => i.path[2] === field)?.message;
};

describe('investment term rules', () => {
  it('needs at least one row', () => {
    expect(investmentTermsSchema.safeParse({ terms: [] }).error?.issues[0]?.message).toBe(
      'Add at least one investment term',
    );
  });
  it('refuses an empty new row field by field', () => {
    const result = investmentTermsSchema.safeParse({ terms: [emptyTerm()] });
    expect(result.error?.issues.filter((i) => i.message === MESSAGES.required).length).toBeGreaterThanOrEqual(11);
  });
  it.each(['percentageOfIP', 'percentageForPandora'] as const)('keeps %s within 0-100', (field) => {
    expect(termMessage(field, 101)).toBe(MESSAGES.percentage);
    expect(termMessage(field, -1)).toBe(MESSAGES.percentage);
  });
  it('offers durations of 1, 2 or 3 years only', () => {
    expect(termMessage('duration', '4')).toBe(MESSAGES.required);
    expect(termMessage('duration', '3')).toBeUndefined();
  });
  it('wants positive investment and token amounts', () => {
    expect(termMessage('totalExpectedInvestment', 0)).toBe(MESSAGES.positive);
    expect(termMessage('tokenAmount', 0)).toBe(MESSAGES.positive);
  });
  it('sends rows in order with the duration as a number and empty other terms as null', () => {
    const parsed = investmentTermsSchema.parse({ terms: [term, { ...term, rights: 'Music', duration: '1' }] });
    const sent = toInvestmentTermsRequest(parsed);
    expect(sent.map((t) => [t.rights, t.duration, t.otherTerms])).toEqual([
      ['Streaming', 2, null],
      ['Music', 1, null],
    ]);
  });
});

describe('risk item rules', () => {
  it('requires title and description; severity is low, medium or high', () => {
    const result = riskItemSchema.safeParse({ title: '', description: '', severity: 'severe', mitigation: '' });
    expect(result.error?.issues.map((i) => i.path[0])).toEqual(['title', 'description', 'severity']);
  });
});

describe('steps', () => {
  it('reopens on the step after the last one saved, the last step once done', () => {
    expect(resumeStep('1.1')).toBe(2);
    expect(resumeStep('2.1')).toBe(3);
    expect(resumeStep('3.1')).toBe(4);
    expect(resumeStep('4.1')).toBe(4);
    expect(resumeStep(undefined)).toBe(1);
  });
  it('never lowers step_completed', () => {
    expect(nextStepCompleted(undefined, 1)).toBe('1.1');
    expect(nextStepCompleted('1.1', 2)).toBe('2.1');
    expect(nextStepCompleted('4.1', 1)).toBe('4.1');
  });
  it('shows steps not reached as not started: before any save only step 1 is in progress', () => {
    expect(([1, 2, 3, 4] as const).map((n) => stepState(n, 0, 1))).toEqual([
      'In-Progress',
      'Not started',
      'Not started',
      'Not started',
    ]);
    expect(([1, 2, 3, 4] as const).map((n) => stepState(n, 2, 3))).toEqual([
      'Completed',
      'Completed',
      'In-Progress',
      'Not started',
    ]);
    // A later step opened ahead of the next one is in progress too; every step is completed at the end.
    expect(([1, 2, 3, 4] as const).map((n) => stepState(n, 1, 4))).toEqual([
      'Completed',
      'In-Progress',
      'Not started',
      'In-Progress',
    ]);
    expect(([1, 2, 3, 4] as const).map((n) => stepState(n, 4, undefined))).toEqual([
      'Completed',
      'Completed',
      'Completed',
      'Completed',
    ]);
  });

  it('reads the step from the URL, ignoring bad values', () => {
    expect(parseStep('3')).toBe(3);
    expect(parseStep('9')).toBeUndefined();
    expect(parseStep(null)).toBeUndefined();
  });
});

describe('media files', () => {
  it('says how many files the gallery dropped', () => {
    expect(droppedMessage(1, 10)).toBe('The gallery holds at most 10 files: 1 file was dropped.');
    expect(droppedMessage(3, 10)).toBe('The gallery holds at most 10 files: 3 files were dropped.');
  });
  it('sends the uploaded URLs with the media type; no featured image is null', () => {
    const values = mediaStepSchema.parse({ media_type: 'image', featured_image: '', gallery: ['https://g/1'] });
    expect(toMediaRequest(values)).toEqual({ media_type: 'image', featured_image: null, gallery: ['https://g/1'] });
    expect(
      mediaStepSchema.safeParse({
        media_type: 'image',
        featured_image: '',
        gallery: Array.from({ length: 11 }, (_, i) => `u${i}`),
      }).success,
    ).toBe(false);
  });
  it('accepts videos only when the media type is video', () => {
    expect(galleryAccept('image')).not.toContain('video/mp4');
    expect(galleryAccept('video')).toContain('video/mp4');
  });
});
