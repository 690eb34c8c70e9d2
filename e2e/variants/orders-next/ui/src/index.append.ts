export { CopyableId } from './display/CopyableId';
export type { CopyableIdProps } from './display/CopyableId';
