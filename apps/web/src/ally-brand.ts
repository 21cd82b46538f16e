import { brandsApi, useGetSiteBrandQuery } from '@aula/api-client/brands';
import type { RootState } from '@aula/api-client/store';
import type { Brand } from '@aula/brand/brand';
import { withPublishedBrand } from '@aula/brand/published';
import { brandFromSite } from '@aula/brand/run-time-brand';
import type { SiteBrand } from '@aula/contracts/console-brand';
import { useMemo } from 'react';
import { useBrandPreview, withBrandPreview } from './brand-preview';
import { findBrand, neutralIdentity } from './brands';

/**
 * An ally as its pages show it: the build's brand with what its team last published laid over it,
 * or, for an ally this build has no folder for (created in the console), the API's brand alone.
 */
function shownBrand(allyCode: string | undefined, site: SiteBrand | undefined): Brand | undefined {
  const built = findBrand(allyCode);
  if (built) return withPublishedBrand(built, site);
  return allyCode && site ? brandFromSite(allyCode, site, neutralIdentity) : undefined;
}

/**
 * The ally's brand in a component. Until the answer comes (or offline) a built ally shows the build's
 * own; in the console's brand preview, with the draft being edited over it.
 */
export function useAllyBrand(allyCode: string | undefined): Brand | undefined {
  const { data } = useGetSiteBrandQuery(allyCode ?? '', { skip: !allyCode });
  const preview = useBrandPreview();
  return useMemo(() => {
    const brand = shownBrand(allyCode, data);
    return brand && withBrandPreview(brand, preview);
  }, [allyCode, data, preview]);
}

/** The same, read from a store a page was drawn with (the server's head and link preview). */
export function allyBrandIn(state: RootState, allyCode: string | undefined): Brand | undefined {
  return shownBrand(allyCode, allyCode ? brandsApi.endpoints.getSiteBrand.select(allyCode)(state).data : undefined);
}

/** Whether staff have suspended the ally (its pages say so instead of their own). */
export function useAllySuspended(allyCode: string | undefined): boolean {
  const { data } = useGetSiteBrandQuery(allyCode ?? '', { skip: !allyCode });
  return data?.suspended === true;
}
