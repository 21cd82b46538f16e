import jsQR from 'jsqr';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { qrCodeSvg } from './qr-code';

describe('the QR code of a certificate', () => {
  it('reads back as the page address when drawn (decoded by a reader that is not its writer)', async () => {
    const address = 'https://aprende.example/mx/impulsa/certificados/0f8b6a52-5a3e-4a53-9a43-6a2f5d3c9b11';
    // A quiet zone around it, as the PDF's white page gives it.
    const svg = (await qrCodeSvg(address)).replace('<svg ', '<svg style="background:#fff" ');
    const { data, info } = await sharp(Buffer.from(svg), { density: 300 })
      .resize(400, 400)
      .extend({ top: 40, bottom: 40, left: 40, right: 40, background: '#ffffff' })
      .flatten({ background: '#ffffff' })
      .ensureAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    const read = jsQR(new Uint8ClampedArray(data), info.width, info.height);
    expect(read?.data).toBe(address);
  });
});
