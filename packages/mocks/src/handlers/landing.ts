import { HttpResponse, http } from 'msw';
import { mockState } from '../state';
import { notFound } from './responses';

export const landingHandlers = [
  http.get<{ code: string }>('*/api/landing_pages/:code/', ({ params }) => {
    const page = mockState().landingPages.find((candidate) => candidate.ally_code === params.code);
    return page ? HttpResponse.json(page) : notFound('Landing page not found');
  }),

  http.get<{ country: string }>('*/api/:country/homepages/', ({ params }) =>
    HttpResponse.json({ results: mockState().homepages.filter((page) => page.country === params.country) }),
  ),
];
