export { idParam, isoDate, listParamsSchema, parseListParams, readId } from './list-params-schema';
export type { FilterSchemas, ListParams, ListParamsSchema, ListSort, SortOrder } from './list-params-schema';
export type { StandardSchemaV1 } from './standard-schema';
export { useListParams } from './use-list-params';
export type { ChangeOptions, ListParamsOptions, ListParamsState } from './use-list-params';
export { useListController } from './use-list-controller';
export type { ListController, ListControllerOptions } from './use-list-controller';
