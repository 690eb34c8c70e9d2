import { z } from '@admin/ui/zod';
import type { Customer, CustomerUpdateRequest } from '@admin/api-client';

/** Empty text means "none" (null), as the API stores it. */
const optional = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `At most ${max} characters`)
    .transform((value) => value || null);

const PAN = /^[A-Z]{5}\d{4}[A-Z]$/;

/**
 * The editable account fields of `PUT /v2/customer/{id}`; the rules match the API's. `loadedPan` is
 * the PAN as the API answered it (masked): left as it is, it is valid and means "keep the PAN".
 */
export const customerFormSchema = (loadedPan: string | null) =>
  z.object({
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
      .refine(
        (value) => value === '' || value === loadedPan || PAN.test(value),
        'A PAN is 5 letters, 4 digits and a letter (ABCDE1234F)',
      )
      .transform((value) => value || null),
    language: optional(60),
  });

export type CustomerFormInput = z.input<ReturnType<typeof customerFormSchema>>;
export type CustomerFormValues = z.output<ReturnType<typeof customerFormSchema>>;

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

/**
 * The request for the values saved. A PAN left as loaded is not sent: it is the masked copy, and
 * sending it back would ask the API to store dots (it refuses them, but a change it is not).
 */
export function toCustomerUpdate(values: CustomerFormValues, loaded: Customer): CustomerUpdateRequest {
  const { pan_number, ...others } = values;
  return pan_number === loaded.pan_number ? others : { ...others, pan_number };
}
