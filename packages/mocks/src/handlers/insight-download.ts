import { HttpResponse } from 'msw';

/** A small CSV (or, for the XLSX twin, the same bytes under the XLSX type: stories only save it). */
export const download = (name: string, lines: string[], xlsx: boolean) =>
  new HttpResponse(`\uFEFF${lines.join('\r\n')}\r\n`, {
    headers: {
      'content-type': xlsx
        ? 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'
        : 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="${name}.${xlsx ? 'xlsx' : 'csv'}"`,
    },
  });
