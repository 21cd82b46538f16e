import { pageEndpoints } from '@aula/contracts/endpoints/pages';
import { mockState } from '../state';
import { handle } from './declared';
import { notFound } from './responses';

// No screen shows the country home pages (pageEndpoints.homepages), so the mocks do not answer them.
export const landingHandlers = [
  handle(
    pageEndpoints.landingPage,
    ({ params }) =>
      mockState().landingPages.find((candidate) => candidate.ally_code === params.code) ??
      notFound('Landing page not found'),
  ),
];
