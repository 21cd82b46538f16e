/** Where the lessons feature lives under an ally's site; apps/web mounts the routes here. */
export function seccionPath(country: string, allyCode: string): string {
  return `/${country}/${allyCode}/seccion`;
}

export function lessonPath(country: string, allyCode: string, lessonId: number): string {
  return `${seccionPath(country, allyCode)}/lecciones/${lessonId}`;
}
