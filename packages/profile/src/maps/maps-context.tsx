import { createContext, type ReactNode, useContext } from 'react';
import type { Maps } from './maps';

const MapsContext = createContext<Maps | null>(null);

export function MapsContextProvider({ value, children }: { value: Maps; children: ReactNode }) {
  return <MapsContext.Provider value={value}>{children}</MapsContext.Provider>;
}

/** The maps implementation chosen by MapsProvider; null outside one. */
export function useMaps(): Maps | null {
  return useContext(MapsContext);
}
