import {
  citiesResponse,
  geographicAreasResponse,
  postalCodeQuery,
  postalCodesResponse,
} from '@aula/contracts/catalogs';
import { idParams } from '@aula/contracts/common';
import { apiError } from '@aula/contracts/errors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../lib/http-error';
import {
  areaExists,
  countryIdExists,
  findPostalCodes,
  listCities,
  listGeographicAreas,
} from '../../repositories/places';

const cached = { publicCache: ['catalogs'] } as const;

/** Address helpers: areas of a country, cities of an area, settlements of a postal code. */
const places: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/city-by-geographic-area/:id/',
    { config: cached, schema: { params: idParams, response: { 200: citiesResponse, 400: apiError, 404: apiError } } },
    async (request) => {
      const cities = await listCities(app.db, request.params.id);
      if (cities.length === 0 && !(await areaExists(app.db, request.params.id)))
        throw notFound('Unknown geographic area');
      return { cities };
    },
  );
  app.get(
    '/catalogs/geographic_areas/',
    { config: cached, schema: { response: { 200: geographicAreasResponse } } },
    async () => listGeographicAreas(app.db),
  );
  app.get(
    '/catalogs/geographic-area-by-country/:id/',
    {
      config: cached,
      schema: { params: idParams, response: { 200: geographicAreasResponse, 400: apiError, 404: apiError } },
    },
    async (request) => {
      if (!(await countryIdExists(app.db, request.params.id))) throw notFound('Unknown country');
      return listGeographicAreas(app.db, request.params.id);
    },
  );
  // An unknown but well-formed code is an empty list: the form then lets the learner type the address.
  app.get(
    '/catalogs/postal_codes/',
    { config: cached, schema: { querystring: postalCodeQuery, response: { 200: postalCodesResponse, 400: apiError } } },
    async (request) => findPostalCodes(app.db, request.query.postal_code),
  );
};

export default places;
