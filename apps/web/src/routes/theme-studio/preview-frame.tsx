import { type ReactNode, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import styled, { StyleSheetManager } from 'styled-components';

const Frame = styled.iframe`
  display: block;
  width: 100%;
  height: 100%;
  min-height: 0;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
`;

interface Mounted {
  root: Root;
  head: HTMLElement;
}

/**
 * A real screen in a document of its own, as on a phone: its own width (so the screens' media
 * queries apply), its own page colours, landmarks and styles. It is a separate React root (a
 * screen brings its own router, which may not sit inside the studio's), re-rendered with the
 * studio's every change, so edits reach it at once without reloading anything. The frame has no
 * src: its first, empty document is ready as soon as the frame is in the page.
 */
export function PreviewFrame({ title, lang, children }: { title: string; lang: string; children: ReactNode }) {
  const frame = useRef<HTMLIFrameElement>(null);
  const [mounted, setMounted] = useState<Mounted | null>(null);

  useLayoutEffect(() => {
    const doc = frame.current?.contentDocument;
    if (!doc) return;
    const container = doc.createElement('div');
    doc.body.replaceChildren(container);
    const root = createRoot(container);
    setMounted({ root, head: doc.head });
    // Unmounted after the studio's own commit: React refuses to unmount a root while rendering.
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

  return <Frame ref={frame} title={title} />;
}
