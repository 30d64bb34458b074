import { PROJECT_ID } from '@campus/contract/constants';
import type { accountsOperations } from '@campus/contract/operations/accounts';
import { address as userCoursesFilterAt } from '@campus/contract/operations/accounts/userCoursesFilter';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { operation } from '../../../lib/api-client.ts';

/** The accounts operations this file calls, typed from the contract. */
const accountsApi = {
  userCoursesFilter: operation<typeof accountsOperations.userCoursesFilter>(userCoursesFilterAt),
};

export const MY_COURSES_PER_PAGE = 12;

export const myCoursesQueryOptions = (page: number) =>
  queryOptions({
    queryKey: ['my-courses', page],
    queryFn: ({ signal }) =>
      accountsApi.userCoursesFilter({
        query: { paginate: MY_COURSES_PER_PAGE, page, proyect: PROJECT_ID },
        signal,
      }),
    placeholderData: keepPreviousData,
  });

/** The courses the logged-in user is enrolled in (GET v2/userCoursesFilter). */
export function useMyCourses(page: number) {
  return useQuery(myCoursesQueryOptions(page));
}
