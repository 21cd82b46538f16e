import { siteRoutes } from '@aula/contracts/site-paths';
import { redirect } from 'react-router';

// A path the site has no page for: back to the country choice.
export const loader = () => redirect(siteRoutes.countrySelect);
export const clientLoader = loader;
