// The KYC review calls: the review is a GET of the customer's kyc, evidence a multipart POST per check.
import type { AxiosAdapter, InternalAxiosRequestConfig } from 'axios';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { apiClient } from '../api-client';
import { customersApi } from './customers';

let sent: InternalAxiosRequestConfig[] = [];
let answer: unknown = {};
const original = apiClient.defaults.adapter;

beforeEach(() => {
  sent = [];
  answer = {};
  const adapter: AxiosAdapter = async (config) => {
    sent.push(config);
    return { data: answer, status: 200, statusText: 'OK', headers: {}, config };
  };
  apiClient.defaults.adapter = adapter;
});
afterEach(() => {
  apiClient.defaults.adapter = original;
});

describe('customersApi KYC review', () => {
  it('reads the review of one customer', async () => {
    answer = { data: { status: 'pending', checks: [] } };
    expect(await customersApi.kycReview(17)).toEqual({ status: 'pending', checks: [] });
    expect(sent.at(-1)).toMatchObject({ method: 'get', url: '/v2/customer/17/kyc' });
  });

  it('adds evidence to one check as multipart, every file in a `file` field', async () => {
    answer = { data: { verification: 'pan', state: 'submitted' }, message: 'Evidence added' };
    const files = [
      new File(['%PDF-1.4'], 'pan.pdf', { type: 'application/pdf' }),
      new File(['x'], 'pan.jpg', { type: 'image/jpeg' }),
    ];
    expect(await customersApi.addKycEvidence(17, 'pan', files)).toEqual({ verification: 'pan', state: 'submitted' });
    const config = sent.at(-1) as InternalAxiosRequestConfig;
    expect(config).toMatchObject({ method: 'post', url: '/v2/customer/17/kyc/pan/evidence' });
    const form = config.data as FormData;
    expect(form.getAll('file').map((f) => (f as File).name)).toEqual(['pan.pdf', 'pan.jpg']);
  });
});
