import { describeApiError } from '@aula/api-client/errors';
import { downloadFile } from '@aula/api-client/file-download';
import { EXPORTS_BUSY } from '@aula/contracts/export-queue';
import { useAllySite } from '@aula/ui-kit/ally-site';
import { saveFile } from '@aula/ui-kit/save-file';
import { useCallback, useEffect, useRef, useState } from 'react';

/** Where a download is: nothing yet, waiting its turn, on its way (bytes so far), saved, or refused. */
export type DownloadState<Format extends string> =
  | { step: 'idle' }
  | { step: 'queued'; format: Format }
  | { step: 'receiving'; format: Format; received: number }
  | { step: 'saved'; format: Format; fileName: string }
  | { step: 'failed'; format: Format; code: string; status?: number; fields: string[] };

/** Seconds a 429 says to wait (its `retry_after`), within reason; 0 when it says none. */
function retryAfterOf(error: unknown): number {
  const seconds = Number((error as { data?: { retry_after?: unknown } }).data?.retry_after);
  return Number.isFinite(seconds) && seconds > 0 ? Math.min(seconds, 120) : 0;
}

/** Resolves after `seconds`, or at once when the download is abandoned. */
const pause = (seconds: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, seconds * 1000);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      resolve();
    });
  });

/**
 * Downloads an API file with the tab's session and saves it; one at a time. When the server's
 * exports are all taken (429 `exports_busy`) the download waits in line: the screen says so and it
 * asks again after the Retry-After. Leaving the page stops a download on its way or in line
 * (nothing is saved after the visitor has gone elsewhere).
 */
export function useFileDownload<Format extends string>() {
  const site = useAllySite();
  const [state, setState] = useState<DownloadState<Format>>({ step: 'idle' });
  const running = useRef<AbortController | null>(null);

  useEffect(() => () => running.current?.abort(), []);

  const start = useCallback(
    async (format: Format, path: string, query: Record<string, unknown>) => {
      if (running.current) return;
      const controller = new AbortController();
      running.current = controller;
      const fetchIt = () => {
        setState({ step: 'receiving', format, received: 0 });
        return downloadFile(path, {
          allyCode: site.allyCode,
          query,
          signal: controller.signal,
          onProgress: (received) => setState({ step: 'receiving', format, received }),
        });
      };
      try {
        for (;;) {
          try {
            const file = await fetchIt();
            saveFile(file.blob, file.fileName);
            setState({ step: 'saved', format, fileName: file.fileName });
            return;
          } catch (error) {
            const wait = describeApiError(error).code === EXPORTS_BUSY ? retryAfterOf(error) : 0;
            if (controller.signal.aborted || wait === 0) throw error;
            setState({ step: 'queued', format });
            await pause(wait, controller.signal);
            if (controller.signal.aborted) return;
          }
        }
      } catch (error) {
        if (controller.signal.aborted) return;
        const { code, status, fields } = describeApiError(error);
        setState({ step: 'failed', format, code, status, fields: fields.map((one) => one.field) });
      } finally {
        running.current = null;
      }
    },
    [site.allyCode],
  );

  return { state, start };
}
