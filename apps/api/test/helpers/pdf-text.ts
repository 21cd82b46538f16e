import { inflateSync } from 'node:zlib';

/** The page content streams of a PDF, inflated when they are compressed. */
function contentStreams(pdf: Buffer): string[] {
  const body = pdf.toString('latin1');
  const streams: string[] = [];
  const pattern = /<<([\s\S]*?)>>\s*stream\r?\n/g;
  for (let match = pattern.exec(body); match; match = pattern.exec(body)) {
    const start = match.index + match[0].length;
    const end = body.indexOf('endstream', start);
    const raw = pdf.subarray(start, end);
    if (!match[1]?.includes('/FlateDecode')) {
      streams.push(raw.toString('latin1'));
      continue;
    }
    try {
      streams.push(inflateSync(raw).toString('latin1'));
    } catch {
      // An image or font stream that is not text; skip it.
    }
  }
  return streams;
}

/**
 * The text pdfkit wrote with the standard fonts: hex WinAnsi strings inside TJ arrays, split
 * wherever a kerning adjustment sits between two letters. Each TJ becomes one line.
 */
export function pdfText(pdf: Buffer): string {
  const lines: string[] = [];
  for (const stream of contentStreams(pdf)) {
    for (const [, array = ''] of stream.matchAll(/\[([^\]]*)\]\s*TJ/g)) {
      const hex = [...array.matchAll(/<([0-9a-fA-F]*)>/g)].map(([, part]) => part).join('');
      lines.push(Buffer.from(hex, 'hex').toString('latin1'));
    }
  }
  return lines.join('\n');
}
