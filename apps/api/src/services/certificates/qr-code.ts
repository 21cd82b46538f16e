import QRCode from 'qrcode';

/** A QR code of `address` as SVG, black on white with no quiet zone (the page around it is white). */
export function qrCodeSvg(address: string): Promise<string> {
  return QRCode.toString(address, { type: 'svg', errorCorrectionLevel: 'M', margin: 0 });
}
