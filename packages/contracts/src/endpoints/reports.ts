// The business report prize, opened by the link prize_access signed.
import { z } from 'zod';
import { endpoint } from '../endpoint';
import { businessReportQuery } from '../reports';

export const reportEndpoints = {
  // Public: the signature in the link says who the learner is, so no session is read.
  businessReport: endpoint({
    domain: 'reports',
    access: 'public',
    method: 'GET',
    path: '/reports/business/',
    summary: "The learner's business report as a PDF",
    query: businessReportQuery,
    response: z.any().describe('The report as a PDF document'),
    produces: ['application/pdf'],
    errors: [400, 403, 409],
  }),
};
