/** Widget plumbing: an AbortController per run that aborts when the widget unmounts (polling stops when the user leaves). */
import { useCallback, useEffect, useRef } from 'react';

export function useRunController() {
  const current = useRef<AbortController | null>(null);
  useEffect(
    () => () => {
      current.current?.abort();
    },
    [],
  );
  /** A fresh signal for a new run (the previous run, if any, is aborted). */
  return useCallback(() => {
    current.current?.abort();
    current.current = new AbortController();
    return current.current.signal;
  }, []);
}

/** Reads a File as a data URL. */
export function readAsDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsDataURL(file);
  });
}
