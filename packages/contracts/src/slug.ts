/**
 * Words as an address or a file name: accents dropped, lower case, words joined by dashes
 * ("¿Cómo vender más?" -> "como-vender-mas"), at most `max` characters.
 */
export function slugFromTitle(title: string, max = 120): string {
  return title
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, max)
    .replace(/^-+|-+$/g, '');
}
