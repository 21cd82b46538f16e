import { describeApiError } from '@aula/api-client/errors';
import { useAppDispatch } from '@aula/api-client/hooks';
import { returnLinksApi } from '@aula/api-client/return-links';
import { LINK_EXPIRED, LINK_USED } from '@aula/contracts/return-links';
import type { AllySite } from '@aula/contracts/site-paths';
import { useCallback, useEffect, useRef, useState } from 'react';

/** Why a link no longer signs in; also kept in the address (`?motivo=`) so a reload still says it. */
export type SpentReason = 'used' | 'expired';

/** Where the screen stands with its link. */
export type ReturnLinkState =
  | { kind: 'opening' }
  | { kind: 'signedIn'; target: string }
  | { kind: 'spent'; reason: SpentReason; target: string | undefined }
  | { kind: 'invalid' }
  | { kind: 'offline' }
  | { kind: 'wait'; seconds: number }
  | { kind: 'failed' };

type Dispatch = ReturnType<typeof useAppDispatch>;

/** A field of a refusal's body beyond `error` and `message` (the 410's `target`, the 429's `retry_after`). */
function bodyField(error: unknown, name: string): unknown {
  const data = (error as { data?: unknown } | undefined)?.data;
  return typeof data === 'object' && data !== null ? (data as Record<string, unknown>)[name] : undefined;
}

async function consume(dispatch: Dispatch, site: AllySite, token: string): Promise<ReturnLinkState> {
  // Offline the link is not spent on a request that cannot arrive: it is tried when asked again.
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return { kind: 'offline' };
  const result = await dispatch(returnLinksApi.endpoints.consumeReturnLink.initiate({ ...site, token }));
  if (result.data) return { kind: 'signedIn', target: result.data.target };
  const refusal = describeApiError(result.error);
  const target = bodyField(result.error, 'target');
  const targetPath = typeof target === 'string' ? target : undefined;
  if (refusal.code === LINK_USED) return { kind: 'spent', reason: 'used', target: targetPath };
  if (refusal.code === LINK_EXPIRED) return { kind: 'spent', reason: 'expired', target: targetPath };
  if (refusal.code === 'rate_limited') {
    const seconds = bodyField(result.error, 'retry_after');
    return { kind: 'wait', seconds: typeof seconds === 'number' ? seconds : 60 };
  }
  if (refusal.code === 'network' || refusal.code === 'timeout') return { kind: 'offline' };
  if (refusal.status === 400 || refusal.status === 404) return { kind: 'invalid' };
  return { kind: 'failed' };
}

/**
 * Uses the link's token once when the screen opens: the request is kept with the attempt, so
 * StrictMode's second run of the effect (or a re-render) reads the same answer instead of posting
 * again; only `retry` (after a failure that spent nothing) asks anew. No token: nothing is asked.
 */
export function useReturnLink(site: AllySite, token: string | null, initial: ReturnLinkState) {
  const dispatch = useAppDispatch();
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<ReturnLinkState>(initial);
  const sent = useRef<{ attempt: number; answer: Promise<ReturnLinkState> }>(undefined);
  const { country, allyCode } = site;

  useEffect(() => {
    if (!token) return;
    let live = true;
    if (sent.current?.attempt !== attempt) {
      sent.current = { attempt, answer: consume(dispatch, { country, allyCode }, token) };
    }
    void sent.current.answer.then((next) => {
      if (live) setState(next);
    });
    return () => {
      live = false;
    };
  }, [dispatch, country, allyCode, token, attempt]);

  const retry = useCallback(() => {
    setState({ kind: 'opening' });
    setAttempt((count) => count + 1);
  }, []);

  return { state, retry };
}
