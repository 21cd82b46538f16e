import { describe, expect, it } from 'vitest';
import { reportLinkOf } from './report-link';

describe('reportLinkOf', () => {
  it('takes only a signed path of the reports service, never another address or extra query', () => {
    expect(reportLinkOf('/reports/business/?token=2.7.t.sig')).toBe('/reports/business/?token=2.7.t.sig');
    expect(reportLinkOf('/reports/business/?token=2.7.t.sig&user_id=3')).toBe('/reports/business/?token=2.7.t.sig');
    expect(reportLinkOf('/reports/business/')).toBeNull();
    expect(reportLinkOf(null)).toBeNull();
    expect(reportLinkOf('https://evil.example/reports/business/?token=x')).toBeNull();
    expect(reportLinkOf('//evil.example/reports/business/?token=x')).toBeNull();
  });
});
