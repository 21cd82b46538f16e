import { brandsApi, useGetSiteBrandQuery } from '@aula/api-client/brands';
import type { RootState } from '@aula/api-client/store';
import type { Brand } from '@aula/brand/brand';
import { withPublishedBrand } from '@aula/brand/published';
import { useMemo } from 'react';
import { findBrand } from './brands';

/**
 * An ally of this build as its pages show it: the build's brand with what its team last published
 * in the console laid over it. Until the answer comes (or offline) the build's own is shown.
 */
export function useAllyBrand(allyCode: string | undefined): Brand | undefined {
  const built = findBrand(allyCode);
  const { data } = useGetSiteBrandQuery(built?.config.allyCode ?? '', { skip: !built });
  return useMemo(() => built && withPublishedBrand(built, data), [built, data]);
}

/** The same, read from a store a page was drawn with (the server's head and link preview). */
export function allyBrandIn(state: RootState, allyCode: string | undefined): Brand | undefined {
  const built = findBrand(allyCode);
  return built && withPublishedBrand(built, brandsApi.endpoints.getSiteBrand.select(built.config.allyCode)(state).data);
}
