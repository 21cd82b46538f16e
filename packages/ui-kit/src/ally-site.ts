import type { AllySite } from '@aula/contracts/site-paths';
import { useParams } from 'react-router';

/** The ally site of the current route (`/:country/:brand/...`); empty strings outside one. */
export function useAllySite(): AllySite {
  const { country = '', brand = '' } = useParams();
  return { country, allyCode: brand };
}
