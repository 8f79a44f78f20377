/** The Reviews section's sort and page in the product page's address (`?reviewSort=&reviewPage=`). */
import { REVIEW_SORTS, type ReviewSort } from '@shop/shared/constants';

export const REVIEW_SORT_PARAM = 'reviewSort';
export const REVIEW_PAGE_PARAM = 'reviewPage';

export function reviewParamsOf(params: URLSearchParams): { sort: ReviewSort; page: number } {
  const rawSort = params.get(REVIEW_SORT_PARAM);
  const sort = (REVIEW_SORTS as readonly string[]).includes(rawSort ?? '')
    ? (rawSort as ReviewSort)
    : 'newest';
  const rawPage = Number(params.get(REVIEW_PAGE_PARAM) ?? 1);
  const page = Number.isInteger(rawPage) && rawPage >= 1 && rawPage <= 1000 ? rawPage : 1;
  return { sort, page };
}
