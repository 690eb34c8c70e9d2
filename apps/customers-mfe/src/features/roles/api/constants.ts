// What this feature's components and schemas, and the pages, need from the API client (only api/ imports it).
export { PERMISSIONS, ROLE_ADMIN, ROLE_MESSAGES, ROLE_SORT_KEYS } from '@admin/api-client';
