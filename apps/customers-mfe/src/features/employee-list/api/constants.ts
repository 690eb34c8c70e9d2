// What this feature's components and schemas need from the API client (only api/ imports it).
export { EMPLOYEE_MESSAGES, EMPLOYEE_SORT_KEYS, USER_STATUSES } from '@admin/api-client';
