import type { Brand } from '@aula/brand/brand';
import type { BrandPreviewDraft } from '@aula/contracts/brand-preview';
import { BRAND_PREVIEW_HASH } from '@aula/contracts/site-paths';
import { createContext, type ReactNode, useContext, useEffect, useState } from 'react';

const BrandPreviewContext = createContext<BrandPreviewDraft | null>(null);

/**
 * The brand the console's "Marca" is editing, when this page is its preview: only a page opened
 * with `BRAND_PREVIEW_HASH` listens, and the listener (with the schema it checks messages by) is
 * fetched only then, so no other page downloads it. On the server, and everywhere else, null.
 */
export function BrandPreviewProvider({ children }: { children: ReactNode }) {
  const [draft, setDraft] = useState<BrandPreviewDraft | null>(null);
  useEffect(() => {
    if (window.location.hash !== BRAND_PREVIEW_HASH) return;
    let stop: (() => void) | undefined;
    let gone = false;
    void import('./brand-preview-listener').then(({ listenForBrandPreview }) => {
      if (!gone) stop = listenForBrandPreview(window, setDraft);
    });
    return () => {
      gone = true;
      stop?.();
    };
  }, []);
  return <BrandPreviewContext.Provider value={draft}>{children}</BrandPreviewContext.Provider>;
}

/** The draft this page shows, or null when it is not a brand preview (or nothing came yet). */
export function useBrandPreview(): BrandPreviewDraft | null {
  return useContext(BrandPreviewContext);
}

/**
 * The brand with the draft laid over it: the mode's colours that came, the name (unless cleared
 * while typed) and the line. The other mode and every other token stay the brand's.
 */
export function withBrandPreview(brand: Brand, draft: BrandPreviewDraft | null): Brand {
  if (!draft) return brand;
  const { colors } = brand.theme;
  return {
    ...brand,
    config: { ...brand.config, name: draft.name.trim() || brand.config.name, tagline: draft.tagline },
    theme: { ...brand.theme, colors: { ...colors, [draft.mode]: { ...colors[draft.mode], ...draft.colors } } },
  };
}
