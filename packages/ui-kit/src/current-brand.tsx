import type { Brand } from '@aula/brand/brand';
import { createContext, type ReactNode, useContext } from 'react';

const CurrentBrandContext = createContext<Brand | null>(null);

/**
 * The ally whose site is on screen, for feature screens that need its data (share networks, the
 * maps key, organisation name). apps/web provides it around every `/:country/:allyCode` page, with
 * deployment settings already layered over the brand's own.
 */
export function CurrentBrandProvider({ brand, children }: { brand: Brand; children: ReactNode }) {
  return <CurrentBrandContext.Provider value={brand}>{children}</CurrentBrandContext.Provider>;
}

/** The current ally's brand, or null outside an ally's pages (and in tests that give none). */
export function useCurrentBrand(): Brand | null {
  return useContext(CurrentBrandContext);
}
