import type { BusinessReportQuery } from '@aula/contracts/reports';

/**
 * prize_access gives the report's path with its query (the business's name, type and position and
 * the service key); a bare path means the learner's business data is not complete yet.
 */
export function reportQueryOf(reportPath: string | null): BusinessReportQuery | null {
  if (!reportPath) return null;
  const params = new URL(reportPath, 'http://report.invalid').searchParams;
  const text = (name: string) => params.get(name)?.trim() ?? '';
  const number = (name: string) => (params.has(name) ? Number(params.get(name)) : Number.NaN);
  const query = {
    lat: number('lat'),
    lng: number('lng'),
    user_id: number('user_id'),
    business_name: text('business_name'),
    business_type: text('business_type'),
    key: text('key'),
  };
  const complete =
    Number.isFinite(query.lat) &&
    Number.isFinite(query.lng) &&
    Number.isInteger(query.user_id) &&
    query.business_name !== '' &&
    query.business_type !== '' &&
    query.key !== '';
  return complete ? query : null;
}
