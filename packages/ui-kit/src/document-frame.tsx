import { type ReactNode, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { StyleSheetManager } from 'styled-components';

interface Mounted {
  root: Root;
  head: HTMLElement;
}

export interface DocumentFrameProps {
  /** The frame's accessible name, and its document's title. */
  title: string;
  /** The framed document's language. */
  lang: string;
  /** Its size and border (from `styled(DocumentFrame)`). */
  className?: string;
  children: ReactNode;
}

/**
 * Its children in a document of their own, as on a phone: the frame's width is theirs (so the
 * screens' media queries apply) and their page colours, landmarks and global styles stay inside.
 * It is a separate React root (a screen brings its own router, which may not sit inside another),
 * re-rendered with the page's every change, so edits reach it at once without reloading anything.
 * The frame has no src: its first, empty document is ready as soon as the frame is in the page.
 */
export function DocumentFrame({ title, lang, className, children }: DocumentFrameProps) {
  const frame = useRef<HTMLIFrameElement>(null);
  const [mounted, setMounted] = useState<Mounted | null>(null);

  useLayoutEffect(() => {
    const doc = frame.current?.contentDocument;
    if (!doc) return;
    const container = doc.createElement('div');
    doc.body.replaceChildren(container);
    const root = createRoot(container);
    setMounted({ root, head: doc.head });
    // Unmounted after the outer page's commit: React refuses to unmount a root while rendering.
    return () => void setTimeout(() => root.unmount());
  }, []);

  useEffect(() => {
    const doc = frame.current?.contentDocument;
    if (!doc) return;
    doc.documentElement.lang = lang;
    doc.title = title;
  }, [lang, title]);

  useEffect(() => {
    mounted?.root.render(<StyleSheetManager target={mounted.head}>{children}</StyleSheetManager>);
  });

  return <iframe ref={frame} title={title} className={className} />;
}
