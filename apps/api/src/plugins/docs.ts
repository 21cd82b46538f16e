import { documentedCalls } from '@aula/contracts/endpoints';
import { apiError } from '@aula/contracts/errors';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { z } from 'zod';

// `{id}` in the documented list and `:id` in Fastify's routes both become one placeholder.
const shape = (path: string) => path.replace(/\{[^}]+\}|:[A-Za-z_]+/g, '{}');
const callByRoute = new Map(documentedCalls.map((call) => [`${call.method} ${shape(call.path)}`, call]));

const errorBody = (description: string) => ({
  description,
  content: { 'application/json': { schema: z.toJSONSchema(apiError, { target: 'openapi-3.0' }) } },
});
/** What the server itself answers for any operation that takes a body, whatever the route declares. */
const bodyErrors = {
  413: errorBody('The request body is larger than the server accepts'),
  415: errorBody('The body is not application/json'),
};

type Transformed = ReturnType<typeof jsonSchemaTransform>;

function withBodyErrors(output: Transformed): Transformed {
  const schema = output.schema as { body?: unknown; response?: Record<string, unknown> };
  if (!schema.body) return output;
  return { ...output, schema: { ...output.schema, response: { ...bodyErrors, ...schema.response } } };
}

/**
 * The OpenAPI document is generated from the same zod contracts that validate requests and
 * responses; each documented call is tagged with its domain and, unless public, the bearer token.
 * The UI's assets ship inside @fastify/swagger-ui, so /api/docs works offline and under our CSP.
 * Production serves it only with ENABLE_API_DOCS=true: it maps every call for an attacker too.
 */
export default fp(
  async (app) => {
    await app.register(swagger, {
      openapi: {
        info: {
          title: 'Aula API',
          version: '1.0.0',
          description: 'Every call of the product specification, section 7. Errors share the `apiError` body.',
        },
        components: { securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer' } } },
      },
      transform: (input) => {
        const output = withBodyErrors(jsonSchemaTransform(input));
        const methods = Array.isArray(input.route.method) ? input.route.method : [input.route.method];
        const call = methods.map((method) => callByRoute.get(`${method} ${shape(input.url)}`)).find(Boolean);
        if (!call) return output;
        const security = call.access === 'public' ? [] : [{ bearerAuth: [] }];
        return { ...output, schema: { ...output.schema, tags: [call.domain], security } };
      },
    });
    // The document is still built (tests, tools read app.swagger()); only its routes are optional.
    if (!app.config.enableApiDocs) return;
    await app.register(swaggerUi, {
      routePrefix: '/api/docs',
      uiConfig: { docExpansion: 'list', deepLinking: false, validatorUrl: null },
    });
  },
  { name: 'docs' },
);
