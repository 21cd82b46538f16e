import { describeApiError } from '@aula/api-client/errors';
import { downloadFile } from '@aula/api-client/file-download';
import { useAllySite } from '@aula/ui-kit/ally-site';
import { saveFile } from '@aula/ui-kit/save-file';
import { useCallback, useEffect, useRef, useState } from 'react';

/** Where a download is: nothing yet, on its way (bytes so far), saved, or refused. */
export type DownloadState<Format extends string> =
  | { step: 'idle' }
  | { step: 'receiving'; format: Format; received: number }
  | { step: 'saved'; format: Format; fileName: string }
  | { step: 'failed'; format: Format; code: string; status?: number; fields: string[] };

/**
 * Downloads an API file with the tab's session and saves it; one at a time. Leaving the page
 * stops a download on its way (nothing is saved after the visitor has gone elsewhere).
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
      setState({ step: 'receiving', format, received: 0 });
      try {
        const file = await downloadFile(path, {
          allyCode: site.allyCode,
          query,
          signal: controller.signal,
          onProgress: (received) => setState({ step: 'receiving', format, received }),
        });
        saveFile(file.blob, file.fileName);
        setState({ step: 'saved', format, fileName: file.fileName });
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
