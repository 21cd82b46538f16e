import { pageEndpoints } from '@aula/contracts/endpoints/pages';
import { mockState } from '../state';
import { handle } from './declared';
import { notFound } from './responses';

export const landingHandlers = [
  // Any country answers, with no blocks when it has none (as the API does for a known country).
  handle(pageEndpoints.homepages, ({ params }) => ({
    results: mockState().homepages.filter((page) => page.country === params.country),
  })),
  handle(
    pageEndpoints.landingPage,
    ({ params }) =>
      mockState().landingPages.find((candidate) => candidate.ally_code === params.code) ??
      notFound('Landing page not found'),
  ),
];
