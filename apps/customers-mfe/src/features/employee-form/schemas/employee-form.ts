import { z } from '@admin/ui/zod';
import type { Employee, EmployeeCreateRequest, EmployeeUpdateRequest } from '@admin/api-client';
import { DEFAULT_COUNTRY_CODE, USER_STATUSES } from '@admin/api-client/contract';

const optionalEmail = z
  .string()
  .trim()
  .refine((value) => value === '' || z.email().safeParse(value).success, 'Enter a valid email address')
  .transform((value) => value || null);

/** The employee form; the rules match the API's (phone 6-15 digits, country code like +91). */
export const employeeFormSchema = z.object({
  name: z.string().trim().min(1, 'Name is required').max(120, 'At most 120 characters'),
  email: z.string().trim().min(1, 'Email is required').pipe(z.email('Enter a valid email address')),
  country_code: z
    .string()
    .trim()
    .regex(/^\+\d{1,4}$/, 'A country code is + and 1 to 4 digits, e.g. +91'),
  phone: z
    .string()
    .transform((value) => value.replace(/[\s-]/g, ''))
    .pipe(z.string().regex(/^\d{6,15}$/, 'A phone number is 6 to 15 digits')),
  role: z.string().min(1, 'Choose a role').transform(Number),
  status: z.enum(USER_STATUSES),
  work_email: optionalEmail,
  whatsapp_no: z
    .string()
    .transform((value) => value.replace(/[\s-]/g, ''))
    .refine((value) => value === '' || /^\+?\d{6,15}$/.test(value), 'A WhatsApp number is 6 to 15 digits')
    .transform((value) => value || null),
  // The form kit's date field holds undefined when empty.
  join_date: z.iso
    .date('Use a date')
    .optional()
    .transform((value) => value ?? null),
  // Only web links: a `javascript:` or `data:` URL must never become a clickable meeting link.
  meeting_link: z
    .string()
    .trim()
    .refine((value) => value === '' || isHttpUrl(value), 'Enter a link starting with http:// or https://')
    .transform((value) => value || null),
});

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

export type EmployeeFormInput = z.input<typeof employeeFormSchema>;
export type EmployeeFormValues = z.output<typeof employeeFormSchema>;

export function employeeFormDefaults(employee: Employee | undefined): EmployeeFormInput {
  return {
    name: employee?.name ?? '',
    email: employee?.email ?? '',
    country_code: employee?.country_code ?? DEFAULT_COUNTRY_CODE,
    phone: employee?.phone ?? '',
    role: employee ? String(employee.role) : '',
    status: employee?.status ?? 'Active',
    work_email: employee?.work_email ?? '',
    whatsapp_no: employee?.whatsapp_no ?? '',
    join_date: employee?.join_date?.slice(0, 10) ?? '',
    meeting_link: employee?.meeting_link ?? '',
  };
}

/** The request body; your own role and status are not sent (you may not change them). */
export function toEmployeeRequest(
  values: EmployeeFormValues,
  isSelf: boolean,
): EmployeeCreateRequest | EmployeeUpdateRequest {
  if (!isSelf) return values;
  const { role: _role, status: _status, ...rest } = values;
  return rest;
}
