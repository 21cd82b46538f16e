import { type ReactNode, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import styled, { StyleSheetManager } from 'styled-components';

/** A phone's width in CSS pixels (a common mid-size phone): the width learners mostly read at. */
export const PHONE_WIDTH = 390;

const Frame = styled.iframe`
  display: block;
  /* The phone's screen is 390 px wide; its border is drawn outside it. */
  box-sizing: content-box;
  width: ${PHONE_WIDTH}px;
  max-width: calc(100% - 16px);
  height: 44rem;
  border: 8px solid ${({ theme }) => theme.colors.text};
  border-radius: 1.5rem;
  background: ${({ theme }) => theme.colors.surface};
`;

interface Mounted {
  root: Root;
  head: HTMLElement;
}

/**
 * Its children in a document of their own, phone-wide: the page's media queries see 390 px and
 * its colours and global styles stay inside (the same approach as the theme studio's frames). A
 * separate React root, re-rendered on every change, so an edit shows at once; the frame has no
 * src, so its empty document is ready as soon as it is in the page.
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
    // After the outer commit: React refuses to unmount a root while rendering.
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
