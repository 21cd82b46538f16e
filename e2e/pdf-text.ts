import { inflateSync } from 'node:zlib';

/**
 * The text of a PDF written by pdfkit with its standard fonts: the content streams are inflated
 * and the hex WinAnsi strings of each TJ operator joined (kerning splits words into pieces).
 */
export function pdfText(pdf: Buffer): string {
  const body = pdf.toString('latin1');
  const lines: string[] = [];
  const streams = /<<([\s\S]*?)>>\s*stream\r?\n/g;
  for (let match = streams.exec(body); match; match = streams.exec(body)) {
    const start = match.index + match[0].length;
    const raw = pdf.subarray(start, body.indexOf('endstream', start));
    let content: string;
    try {
      content = (match[1]?.includes('/FlateDecode') ? inflateSync(raw) : raw).toString('latin1');
    } catch {
      continue;
    }
    for (const [, array = ''] of content.matchAll(/\[([^\]]*)\]\s*TJ/g)) {
      const hex = [...array.matchAll(/<([0-9a-fA-F]*)>/g)].map(([, part]) => part).join('');
      lines.push(Buffer.from(hex, 'hex').toString('latin1'));
    }
  }
  return lines.join('\n');
}
