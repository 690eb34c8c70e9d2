import type { FeeEntry, ProjectCategoryId } from '@admin/api-client/contract';

/** Which percentage of a fee entry applies to a project of each category. */
const CATEGORY_FEE_COLUMN: Readonly<
  Record<ProjectCategoryId, keyof Pick<FeeEntry, 'FILM' | 'WEBSERIES' | 'MUSIC' | 'BOOKS' | 'SPORTS'>>
> = {
  1: 'FILM',
  2: 'WEBSERIES',
  3: 'MUSIC',
  4: 'BOOKS',
  5: 'SPORTS',
};

export const feeColumnOf = (categoryId: number) => CATEGORY_FEE_COLUMN[categoryId as ProjectCategoryId] ?? 'FILM';
