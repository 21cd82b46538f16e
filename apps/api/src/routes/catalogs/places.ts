import { catalogEndpoints as catalogs } from '@aula/contracts/endpoints/catalogs';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../lib/declared-route';
import { notFound } from '../../lib/http-error';
import {
  areaExists,
  countryIdExists,
  findPostalCodes,
  listCities,
  listGeographicAreas,
} from '../../repositories/places';

/** Address helpers: areas of a country, cities of an area, settlements of a postal code. */
const places: FastifyPluginAsyncZod = async (app) => {
  route(app, catalogs.citiesByArea, async (request) => {
    const cities = await listCities(app.db, request.params.id);
    if (cities.length === 0 && !(await areaExists(app.db, request.params.id)))
      throw notFound('Unknown geographic area');
    return { cities };
  });
  route(app, catalogs.geographicAreas, async () => listGeographicAreas(app.db));
  route(app, catalogs.geographicAreasByCountry, async (request) => {
    if (!(await countryIdExists(app.db, request.params.id))) throw notFound('Unknown country');
    return listGeographicAreas(app.db, request.params.id);
  });
  // An unknown but well-formed code is an empty list: the form then lets the learner type the address.
  route(app, catalogs.postalCodes, async (request) => findPostalCodes(app.db, request.query.postal_code));
};

export default places;
