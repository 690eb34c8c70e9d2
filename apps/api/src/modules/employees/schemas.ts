/** What the employee routes accept. */
import { z } from 'zod';
import { DEFAULT_COUNTRY_CODE, EMPLOYEE_SORT_KEYS, USER_STATUSES } from '@admin/api-client/contract';
import {
  countryCode,
  httpUrl,
  id,
  isoDate,
  optionalText,
  pageFields,
  phone,
  requiredText,
  searchText,
} from '../../http/fields';
import { sortFields } from '../../http/sorting';

const employeeFields = {
  name: requiredText.max(120),
  phone,
  country_code: countryCode.default(DEFAULT_COUNTRY_CODE),
  email: z.email(),
  role: id,
  work_email: z.email().nullish(),
  whatsapp_no: optionalText,
  join_date: isoDate.nullish(),
  meeting_link: httpUrl.nullish(),
  status: z.enum(USER_STATUSES).optional(),
};
export const createBody = z.object(employeeFields);
export const updateBody = z.object({ ...employeeFields, country_code: countryCode }).partial();
export type EmployeeCreate = z.output<typeof createBody>;
export type EmployeeUpdate = z.output<typeof updateBody>;
export const sendBackBody = z.object({ reason: requiredText.max(2000).optional() });
export const employeeListQuery = z.object({
  ...pageFields,
  role: id.optional(),
  status: z.enum(USER_STATUSES).optional(),
  search: searchText.optional(),
  ...sortFields(EMPLOYEE_SORT_KEYS),
});
export type EmployeeListQuery = z.output<typeof employeeListQuery>;
