/** The id of the JSON script in which the server inlines the query answers it rendered with. */
export const QUERY_STATE_ID = 'campus-query-state';
