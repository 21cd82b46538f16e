const KB = 1024;
const MB = 1024 * 1024;

/**
 * A file's size as a person reads it: megabytes with one decimal from 1 MB, whole kilobytes below
 * (at least 1 KB for a file that is not empty), so a small picture never reads "0 MB".
 */
export function readableSize(bytes: number, language: string): { value: string; unit: 'MB' | 'KB' } {
  if (bytes >= MB) {
    return { value: new Intl.NumberFormat(language, { maximumFractionDigits: 1 }).format(bytes / MB), unit: 'MB' };
  }
  const kilobytes = bytes > 0 ? Math.max(1, Math.round(bytes / KB)) : 0;
  return { value: new Intl.NumberFormat(language).format(kilobytes), unit: 'KB' };
}
