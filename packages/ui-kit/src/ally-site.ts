import { type AllySite, allySiteOf } from '@aula/contracts/site-paths';
import { useParams } from 'react-router';

/**
 * The ally site of the current route (`ALLY_ROOT_PATTERN`, the URL is the truth); empty strings
 * outside one. Every screen reads its ally here; code outside React reads the store's, which the
 * route loader entered from the same URL.
 */
export function useAllySite(): AllySite {
  return allySiteOf(useParams()) ?? { country: '', allyCode: '' };
}
