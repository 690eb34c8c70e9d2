import type { BankDetails } from './customers';

/**
 * How the API hides a person's PAN and bank details from every answer (lists, records, portfolios,
 * employees, conflicts): part of the contract, so that the screens and the API agree on what a
 * masked value looks like. The full values come only from the reveal call, which needs
 * `customers.reveal`.
 */
export const MASK_CHAR = '•';

/** Characters a masked value holds; a real PAN, account number or IFSC never does. */
const MASK_PATTERN = /[•*]/;

/** All but the last `visible` characters replaced by MASK_CHAR (a value no longer than that: all of it). */
export function maskValue(value: string, visible = 4): string {
  const shown = value.length > visible ? value.slice(value.length - visible) : '';
  return `${MASK_CHAR.repeat(value.length - shown.length)}${shown}`;
}

/** A PAN as every answer carries it: its last four characters. */
export const maskPan = (pan: string | null): string | null => (pan === null ? null : maskValue(pan));

/** Bank details as every answer carries them: the account number's last four, no IFSC; names as they are. */
export const maskBankDetails = (bank: BankDetails | null): BankDetails | null =>
  bank === null
    ? null
    : { ...bank, account_number: maskValue(bank.account_number ?? ''), ifsc: maskValue(bank.ifsc ?? '', 0) };

/** Whether a value sent back holds mask characters (so it is a masked copy, not a real value). */
export const looksMasked = (value: string): boolean => MASK_PATTERN.test(value);

/** `POST /v2/customer/{id}/reveal`: the full values (needs `customers.reveal`). */
export interface RevealedCustomerDetails {
  pan_number: string | null;
  bank_details: BankDetails | null;
}
