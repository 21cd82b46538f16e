import { reportEndpoints } from '@aula/contracts/endpoints/reports';
import { HttpResponse } from 'msw';
import { handle } from './declared';

// The business of the crecer demo learner, whose prize is the report in the fixtures.
const DEMO_BUSINESS = 'Abarrotes Don José';

/** A tiny but well-formed PDF, so a screen can offer a real download in stories. */
function reportPdf(businessName: string): string {
  return `%PDF-1.4\n% Reporte de negocio: ${businessName}\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n`;
}

// The reports service lives on its own origin in production, hence the leading wildcard.
export const reportHandlers = [
  handle(
    reportEndpoints.businessReport,
    () =>
      new HttpResponse(reportPdf(DEMO_BUSINESS), {
        headers: {
          'content-type': 'application/pdf',
          'content-disposition': 'inline; filename="reporte-abarrotes-don-jose.pdf"',
        },
      }),
  ),
];
