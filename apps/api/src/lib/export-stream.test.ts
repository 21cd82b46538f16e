import type { Readable } from 'node:stream';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { attachmentHeader, type ExportColumn, exportBody } from './export-stream';
import { keysetPages } from './keyset-pages';

interface Person {
  id: number;
  name: string;
  city: string | null;
  joined: Date;
}

const columns: ExportColumn<Person>[] = [
  { header: 'ID', value: (row) => row.id },
  { header: 'Nombre', value: (row) => row.name },
  { header: 'Ciudad', value: (row) => row.city },
  { header: 'Alta', value: (row) => row.joined },
];

async function* listed<T>(rows: T[]) {
  yield* rows;
}

async function bytesOf(body: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk));
  return Buffer.concat(chunks);
}

const tricky: Person[] = [
  { id: 1, name: 'Ana "la del puesto", Pérez', city: 'Bogotá\nNorte', joined: new Date('2026-03-01T10:00:00Z') },
  { id: 2, name: '=HYPERLINK("http://x")', city: null, joined: new Date('2026-03-02T00:00:00Z') },
  { id: 3, name: '+57 300', city: '@home', joined: new Date('2026-03-03T00:00:00Z') },
  { id: 4, name: '-1', city: 'Lima', joined: new Date('2026-03-04T00:00:00Z') },
];

describe('exportBody as CSV', () => {
  it('starts with a BOM, quotes what RFC 4180 asks and defuses formulas', async () => {
    const text = (await bytesOf(exportBody({ columns, rows: listed(tricky), format: 'csv' }))).toString('utf8');
    expect(text.startsWith('\uFEFFID,Nombre,Ciudad,Alta\r\n')).toBe(true);
    const lines = text.slice(1).split('\r\n');
    expect(lines[1]).toBe('1,"Ana ""la del puesto"", Pérez","Bogotá\nNorte",2026-03-01 10:00');
    expect(lines[2]).toBe(`2,"'=HYPERLINK(""http://x"")",,2026-03-02 00:00`);
    expect(lines[3]).toBe("3,'+57 300,'@home,2026-03-03 00:00");
    expect(lines[4]).toBe("4,'-1,Lima,2026-03-04 00:00");
    expect(lines[5]).toBe('');
  });

  it("writes times as the clock read them in the ally's zone (bad case: 10:00 UTC read in Bogotá)", async () => {
    const body = exportBody({ columns, rows: listed(tricky), format: 'csv', timeZone: 'America/Bogota' });
    const lines = (await bytesOf(body)).toString('utf8').slice(1).split('\r\n');
    expect(lines[1]?.endsWith(',2026-03-01 05:00')).toBe(true);
    // Midnight UTC is the evening before in Bogotá (UTC-5): the day changes too.
    expect(lines[2]?.endsWith(',2026-03-01 19:00')).toBe(true);
  });

  it('follows a zone across its change of hour (New York, 8 March 2026, 2:00 -> 3:00)', async () => {
    const around = [
      { id: 1, name: 'a', city: null, joined: new Date('2026-03-08T06:30:00Z') },
      { id: 2, name: 'b', city: null, joined: new Date('2026-03-08T07:30:00Z') },
    ];
    const body = exportBody({ columns, rows: listed(around), format: 'csv', timeZone: 'America/New_York' });
    const lines = (await bytesOf(body)).toString('utf8').slice(1).split('\r\n');
    expect(lines.slice(1, 3).map((line) => line.split(',').at(-1))).toEqual(['2026-03-08 01:30', '2026-03-08 03:30']);
  });

  it('has only the headings when there are no rows', async () => {
    const text = (await bytesOf(exportBody({ columns, rows: listed([]), format: 'csv' }))).toString('utf8');
    expect(text).toBe('\uFEFFID,Nombre,Ciudad,Alta\r\n');
  });
});

describe('exportBody as XLSX', () => {
  it('is a workbook exceljs reads back, cell by cell, formulas defused, phones as they read and dates as dates', async () => {
    const bytes = await bytesOf(exportBody({ columns, rows: listed(tricky), format: 'xlsx' }));
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    expect(sheet?.rowCount).toBe(5);
    expect(sheet?.getRow(1).values).toEqual([undefined, 'ID', 'Nombre', 'Ciudad', 'Alta']);
    expect(sheet?.getRow(1).font?.bold).toBe(true);
    expect(sheet?.getCell('B2').value).toBe('Ana "la del puesto", Pérez');
    expect(sheet?.getCell('C2').value).toBe('Bogotá\nNorte');
    expect(sheet?.getCell('B3').value).toBe(`'=HYPERLINK("http://x")`);
    expect(sheet?.getCell('C3').value).toBe(null);
    expect(sheet?.getCell('C4').value).toBe("'@home");
    // A phone or a plain number is text as it reads: no apostrophe in sight (bad case: "'+57 300").
    expect(sheet?.getCell('B4').value).toBe('+57 300');
    expect(sheet?.getCell('B5').value).toBe('-1');
    expect(sheet?.getCell('A5').value).toBe(4);
    expect(sheet?.getCell('D2').value).toEqual(new Date('2026-03-01T10:00:00Z'));
    expect(sheet?.getCell('D2').numFmt).toBe('yyyy-mm-dd hh:mm');
  });

  it("shows a time as the clock read it in the ally's zone (a spreadsheet has no zones)", async () => {
    const body = exportBody({ columns, rows: listed(tricky), format: 'xlsx', timeZone: 'America/Mexico_City' });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await bytesOf(body)) as unknown as ArrayBuffer);
    // 10:00 UTC on 1 March is 04:00 in Mexico City (UTC-6): the cell shows 04:00.
    expect(workbook.worksheets[0]?.getCell('D2').value).toEqual(new Date('2026-03-01T04:00:00Z'));
  });
});

const BIG = 100_000;
const LIVE_RISE_LIMIT_MB = 10;
const filler = 'x'.repeat(200);

/** 100,000 made-up rows, counting how many the export has asked for. */
function generated(pulled: { count: number }) {
  return (async function* () {
    for (let id = 1; id <= BIG; id += 1) {
      pulled.count = id;
      yield { id, name: `Aprendiz ${id} ${filler}`, city: 'Medellín', joined: new Date(1_700_000_000_000 + id) };
    }
  })();
}

// A full collection on demand, so the samples read what the export keeps alive, not garbage waiting
// for V8's next mark (how much garbage piles up first is V8's choice and changed between Node 20 and
// 24: the same export "rose" 30 MB on one and 42 MB on the other with nothing more kept).
setFlagsFromString('--expose-gc');
const collectGarbage = runInNewContext('gc') as () => void;

// Buffers live outside the JS heap (`external`): a body kept as Buffers would not show in heapUsed.
const liveMemory = () => {
  collectGarbage();
  const { heapUsed, external } = process.memoryUsage();
  return heapUsed + external;
};

/**
 * About a dozen samples per body (CSV 24 MB, XLSX 3 MB): each is a full collection, and one every
 * 256 KB of the CSV was half of this file's time. A body held whole rises with every byte read,
 * so a dozen samples see it as surely as a hundred.
 */
const SAMPLE_EVERY_BYTES = { csv: 2 * 2 ** 20, xlsx: 256 * 1024 } as const;

/** Reads the whole body, sampling the live memory every `sampleEvery` bytes read: answers bytes and its highest rise. */
async function drainSampling(body: Readable, sampleEvery: number): Promise<{ bytes: number; heapRiseMb: number }> {
  const start = liveMemory();
  let peak = start;
  let bytes = 0;
  let nextSample = 0;
  for await (const chunk of body) {
    bytes += chunk.length;
    if (bytes >= nextSample) {
      peak = Math.max(peak, liveMemory());
      nextSample = bytes + sampleEvery;
    }
  }
  return { bytes, heapRiseMb: (peak - start) / 2 ** 20 };
}

describe('a 100,000-row export', () => {
  // Held in memory the CSV would be 24.5 MB (as Buffers; ~49 MB as JS strings) and the XLSX's sheet
  // ~30 MB of XML. Measured streaming: CSV 0.0 MB, XLSX 5.6 MB (33 MB before the sheet's zip input
  // was waited for), the same on Node 20 and 24.
  it.each(['csv', 'xlsx'] as const)(
    'streams as %s with the live memory kept well below the whole file',
    async (format) => {
      const pulled = { count: 0 };
      const result = await drainSampling(
        exportBody({ columns, rows: generated(pulled), format }),
        SAMPLE_EVERY_BYTES[format],
      );
      expect(pulled.count).toBe(BIG);
      expect(result.bytes).toBeGreaterThan(format === 'csv' ? 20_000_000 : 1_000_000);
      console.info(
        `${format}: ${(result.bytes / 2 ** 20).toFixed(1)} MB streamed, live memory rose ${result.heapRiseMb.toFixed(1)} MB`,
      );
      expect(result.heapRiseMb).toBeLessThan(LIVE_RISE_LIMIT_MB);
    },
    60_000,
  );

  it.each(['csv', 'xlsx'] as const)('as %s, asks for rows only as fast as it is read', async (format) => {
    const pulled = { count: 0 };
    const body = exportBody({ columns, rows: generated(pulled), format });
    body.once('data', () => body.pause());
    await new Promise((resolve) => setTimeout(resolve, 300));
    // Nobody reads on: the source must have stopped after a few buffers' worth, not run to the end.
    expect(pulled.count).toBeGreaterThan(0);
    expect(pulled.count).toBeLessThan(20_000);
    body.destroy();
  });
});

describe('keysetPages', () => {
  it('reads page after page from the last key and stops at a short page', async () => {
    const ids = Array.from({ length: 25 }, (_, index) => index + 1);
    const asked: (number | undefined)[] = [];
    const rows = keysetPages<number, number>(
      async (after, limit) => {
        asked.push(after);
        return ids.filter((id) => id > (after ?? 0)).slice(0, limit);
      },
      (id) => id,
      10,
    );
    const seen: number[] = [];
    for await (const id of rows) seen.push(id);
    expect(seen).toEqual(ids);
    expect(asked).toEqual([undefined, 10, 20]);
  });
});

describe('attachmentHeader', () => {
  it('gives an ASCII name and the UTF-8 one', () => {
    expect(attachmentHeader('aprendices año.csv')).toBe(
      `attachment; filename="aprendices-an-o.csv"; filename*=UTF-8''aprendices%20a%C3%B1o.csv`,
    );
  });
});
