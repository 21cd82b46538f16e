/**
 * Hands a file the page holds (a report, a CSV fetched with the session) to the browser's downloads,
 * under `fileName`. A fetched file, not a link: the API's session header cannot ride on a link.
 */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked a moment later: some browsers start the download after click() returns, and revoking
  // at once can cancel it.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
