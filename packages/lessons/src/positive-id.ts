/** A route's numeric id, or undefined for anything else ("precios", "0", "1.5"): a bad link, not a call. */
export function positiveId(raw: string | undefined | null): number | undefined {
  if (!raw || !/^\d+$/.test(raw)) return undefined;
  const id = Number(raw);
  return Number.isSafeInteger(id) && id > 0 ? id : undefined;
}
