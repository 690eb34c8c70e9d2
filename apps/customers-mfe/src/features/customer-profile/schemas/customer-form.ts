import { z } from 'zod';
import type { Customer, CustomerUpdateRequest } from '@admin/api-client';

/** Empty text means "none" (null), as the API stores it. */
const optional = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `At most ${max} characters`)
    .transform((value) => value || null);

/** The editable account fields of `PUT /v2/customer/{id}`; the rules match the API's. */
export const customerFormSchema = z.object({
  name: z.string().trim().min(1, 'Name is required').max(120, 'At most 120 characters'),
  firstname: optional(120),
  lastname: optional(120),
  email: z
    .string()
    .trim()
    .refine((value) => value === '' || z.email().safeParse(value).success, 'Enter a valid email address')
    .transform((value) => value || null),
  // The form kit's date field holds undefined when empty.
  dob: z.iso
    .date('Use a date')
    .optional()
    .transform((value) => value ?? null),
  gender: optional(40),
  address: optional(500),
  country: optional(120),
  // Indian PAN: five letters, four digits, one letter.
  pan_number: z
    .string()
    .trim()
    .toUpperCase()
    .refine((value) => value === '' || /^[A-Z]{5}\d{4}[A-Z]$/.test(value), 'A PAN is 5 letters, 4 digits and a letter (ABCDE1234F)')
    .transform((value) => value || null),
  language: optional(60),
});

export type CustomerFormInput = z.input<typeof customerFormSchema>;

export function customerFormDefaults(customer: Customer): CustomerFormInput {
  return {
    name: customer.name,
    firstname: customer.firstname ?? '',
    lastname: customer.lastname ?? '',
    email: customer.email ?? '',
    dob: customer.dob?.slice(0, 10) ?? '',
    gender: customer.gender ?? '',
    address: customer.address ?? '',
    country: customer.country ?? '',
    pan_number: customer.pan_number ?? '',
    language: customer.language ?? '',
  };
}

export const toCustomerUpdate = (values: z.output<typeof customerFormSchema>): CustomerUpdateRequest => values;
