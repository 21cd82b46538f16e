import { slugFromTitle } from '@aula/contracts/slug';

/**
 * The name a download part is saved under on the phone: its title with the file's own extension
 * ("Plantilla de catálogo", /media/uploads/ddc5….pdf -> "plantilla-de-catalogo.pdf"), not the
 * upload's random id.
 */
export function downloadName(title: string, fileUrl: string): string {
  const { pathname } = new URL(fileUrl, 'https://aula.invalid');
  const extension = /\.([a-z0-9]{1,8})$/i.exec(pathname)?.[1]?.toLowerCase();
  const name = slugFromTitle(title, 80) || 'descarga';
  return extension ? `${name}.${extension}` : name;
}
