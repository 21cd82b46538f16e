import { useCallback, useEffect, useState } from 'react';
import { loadCheckPart, loadedCheckPart } from './check-part-chunk';

/** The check part's component, loading its chunk when `wanted` and not here yet; a failed load can be tried again. */
export function useCheckPartCode(wanted: boolean) {
  const [component, setComponent] = useState(loadedCheckPart);
  const [failed, setFailed] = useState(false);
  const load = useCallback(() => {
    setFailed(false);
    loadCheckPart().then(
      (module) => setComponent(() => module.CheckPart),
      () => setFailed(true),
    );
  }, []);
  useEffect(() => {
    if (wanted && !component) load();
  }, [wanted, component, load]);
  return { CheckPart: component, failed, retry: load };
}
