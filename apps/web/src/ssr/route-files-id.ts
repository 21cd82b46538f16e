/** The id of the element in which the server lists a learner's screen's files (JSON), read by learner-page-start.ts. */
export const ROUTE_FILES_ID = 'aula-route-files';
