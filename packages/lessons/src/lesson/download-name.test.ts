import { describe, expect, it } from 'vitest';
import { downloadName } from './download-name';

describe('downloadName', () => {
  it("names the file for its part's title, with the file's own extension", () => {
    expect(downloadName('Plantilla de catálogo', '/media/uploads/ddc5cc59-1f2e.pdf')).toBe('plantilla-de-catalogo.pdf');
    expect(downloadName('¿Cuánto cobrar?', 'https://cdn.example/media/x/precios.XLSX?v=2')).toBe('cuanto-cobrar.xlsx');
  });

  it('keeps a name for titles with no letters, and no extension for a file without one', () => {
    // Bad input: a title of symbols only, an address without an extension.
    expect(downloadName('¡¡!!', '/media/uploads/abc.pdf')).toBe('descarga.pdf');
    expect(downloadName('Guía', '/media/uploads/abc')).toBe('guia');
  });
});
