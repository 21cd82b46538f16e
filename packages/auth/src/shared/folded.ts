/** Accents and case do not matter when searching a catalogue ("cafeteria" finds "Cafetería"). */
export const folded = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLocaleLowerCase();
