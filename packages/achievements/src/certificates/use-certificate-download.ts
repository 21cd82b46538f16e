import { CERTIFICATE_FILES, type CertificateFileKind } from '@aula/api-client/certificates';
import { fillPath } from '@aula/contracts/endpoint';
import { useAllySite } from '@aula/ui-kit/ally-site';
import { useCallback, useEffect, useRef, useState } from 'react';

// Fetched on the first tap, not with the screen: most visits download nothing (route budgets).
const loadDownloading = () => Promise.all([import('@aula/api-client/file-download'), import('@aula/ui-kit/save-file')]);

/** Where one of a certificate's files is: nothing asked yet, on its way, saved, or failed. */
export type CertificateDownload =
  | { step: 'idle' }
  | { step: 'receiving'; kind: CertificateFileKind }
  | { step: 'saved'; kind: CertificateFileKind; fileName: string }
  | { step: 'failed'; kind: CertificateFileKind };

/**
 * Fetches a certificate's PDF or credential file with the tab's session and hands it to the
 * browser's downloads, one at a time. Leaving the screen drops a file still on its way.
 */
export function useCertificateDownload(certificateId: string) {
  const { allyCode } = useAllySite();
  const [state, setState] = useState<CertificateDownload>({ step: 'idle' });
  const running = useRef<AbortController | null>(null);

  useEffect(() => () => running.current?.abort(), []);

  const start = useCallback(
    async (kind: CertificateFileKind) => {
      if (running.current) return;
      const controller = new AbortController();
      running.current = controller;
      setState({ step: 'receiving', kind });
      try {
        const [{ downloadFile }, { saveFile }] = await loadDownloading();
        const path = fillPath(CERTIFICATE_FILES[kind], { id: certificateId });
        const file = await downloadFile(path, { allyCode, signal: controller.signal });
        if (controller.signal.aborted) return;
        saveFile(file.blob, file.fileName);
        setState({ step: 'saved', kind, fileName: file.fileName });
      } catch {
        if (!controller.signal.aborted) setState({ step: 'failed', kind });
      } finally {
        running.current = null;
      }
    },
    [allyCode, certificateId],
  );

  return { state, start };
}
