/// <reference path="./tus-browser.d.ts" />
// The declaration of tus-js-client's browser build goes where it is imported, so every program compiling this file (apps/web's too) has it.
import { uploadTarget } from '@aula/api-client/console-media';
import { sessionSiteOf } from '@aula/api-client/session';
import {
  MEDIA_MAX_BYTES,
  type MediaKind,
  type MediaObject,
  mediaObject,
  UPLOAD_CHUNK_BYTES,
} from '@aula/contracts/media';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useSelector } from 'react-redux';
import { type DetailedError, Upload } from 'tus-js-client/lib.esm/browser/index.js';
import { isFinalRefusal, problemOf, type UploadProblem } from './upload-refusal';

export type UploadPhase = 'idle' | 'uploading' | 'paused' | 'retrying' | 'offline' | 'checking' | 'done' | 'failed';

export interface UploadState {
  phase: UploadPhase;
  fileName: string;
  sent: number;
  total: number;
  /** The upload carried on from bytes the server already had (a file chosen again, a reload). */
  resumed: boolean;
  problem?: UploadProblem;
  media?: MediaObject;
}

const IDLE: UploadState = { phase: 'idle', fileName: '', sent: 0, total: 0, resumed: false };

// A dropped connection is retried at once, then after growing pauses; past the last one the
// upload waits for the browser to say it is online again.
const RETRY_DELAYS = [0, 1000, 3000, 5000, 10_000, 20_000];

/**
 * One resumable upload of a file of `kind` over tus (tus-js-client): chunks of UPLOAD_CHUNK_BYTES,
 * retries after a dropped connection, and the upload's URL kept in localStorage by the file's
 * fingerprint, so the same file chosen again (after a reload, a crash) carries on where it stopped.
 */
export function useTusUpload(kind: MediaKind, onUploaded: (media: MediaObject) => void) {
  const [state, setState] = useState<UploadState>(IDLE);
  const upload = useRef<Upload | null>(null);
  const allyCode = useSelector((store: unknown) => sessionSiteOf(store)?.allyCode);
  const uploaded = useRef(onUploaded);
  uploaded.current = onUploaded;

  const patch = useCallback((next: Partial<UploadState>) => setState((current) => ({ ...current, ...next })), []);

  // Back online after the retries ran out: carry on by itself.
  useEffect(() => {
    if (state.phase !== 'offline') return;
    const carryOn = () => {
      patch({ phase: 'uploading' });
      upload.current?.start();
    };
    window.addEventListener('online', carryOn);
    return () => window.removeEventListener('online', carryOn);
  }, [state.phase, patch]);

  // Leaving the screen stops sending, without forgetting the upload (it can be resumed later).
  useEffect(() => () => void upload.current?.abort(), []);

  const start = useCallback(
    async (file: File) => {
      await upload.current?.abort();
      if (file.size > MEDIA_MAX_BYTES[kind]) {
        setState({ ...IDLE, phase: 'failed', fileName: file.name, problem: { code: 'too_large' } });
        return;
      }
      setState({ ...IDLE, phase: 'uploading', fileName: file.name, total: file.size });
      const { endpoint, headers } = await uploadTarget(allyCode);
      const current = new Upload(file, {
        endpoint,
        headers,
        chunkSize: UPLOAD_CHUNK_BYTES,
        retryDelays: RETRY_DELAYS,
        metadata: { kind, filename: file.name },
        removeFingerprintOnSuccess: true,
        // The session is a cookie; an API on another origin needs it sent along.
        onBeforeRequest: (request) => {
          const xhr = request.getUnderlyingObject() as XMLHttpRequest | undefined;
          if (xhr && 'withCredentials' in xhr) xhr.withCredentials = true;
        },
        onProgress: (sent, total) => patch({ sent, total, phase: sent >= total ? 'checking' : 'uploading' }),
        onShouldRetry: (error: DetailedError) => {
          const status = error.originalResponse?.getStatus() ?? 0;
          // Too many unfinished at once: a quick retry would be refused alike, so the team is told instead.
          if (isFinalRefusal(status) || problemOf(error).code === 'too_many_uploads') return false;
          patch({ phase: 'retrying' });
          return true;
        },
        onError: (error) => {
          const status = (error as DetailedError).originalResponse?.getStatus() ?? 0;
          if (status === 0) patch({ phase: 'offline' });
          else patch({ phase: 'failed', problem: problemOf(error) });
        },
        onSuccess: ({ lastResponse }) => {
          const parsed = mediaObject.safeParse(safeJson(lastResponse.getBody()));
          if (!parsed.success) {
            patch({ phase: 'failed', problem: { code: 'upload_failed' } });
            return;
          }
          patch({ phase: 'done', media: parsed.data, sent: file.size });
          uploaded.current(parsed.data);
        },
      });
      upload.current = current;
      const previous = await current.findPreviousUploads();
      const latest = previous.sort((a, b) => b.creationTime.localeCompare(a.creationTime))[0];
      if (latest) {
        current.resumeFromPreviousUpload(latest);
        patch({ resumed: true });
      }
      current.start();
    },
    [kind, allyCode, patch],
  );

  const pause = useCallback(() => {
    void upload.current?.abort();
    patch({ phase: 'paused' });
  }, [patch]);

  const resume = useCallback(() => {
    patch({ phase: 'uploading' });
    upload.current?.start();
  }, [patch]);

  const reset = useCallback(() => {
    void upload.current?.abort();
    upload.current = null;
    setState(IDLE);
  }, []);

  return { state, start, pause, resume, reset };
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
