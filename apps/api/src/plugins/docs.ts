import type { EndpointDeclaration } from '@aula/contracts/endpoint';
import { apiError } from '@aula/contracts/errors';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { z } from 'zod';

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

/** Who may call a console route, said in its description (the bearer alone does not tell). */
const CONSOLE_ACCESS = {
  editor:
    'An ally editor or admin of the ally named in `x-aula-ally` (staff: any ally); another ally is 403 `wrong_ally`.',
  admin: 'An ally admin of the ally named in `x-aula-ally` (staff: any ally); another ally is 403 `wrong_ally`.',
};

/** A declared route's domain, summary and, unless public, the bearer token (and for the console, the roles). */
function describeDeclared(output: Transformed, declaration: EndpointDeclaration | undefined): Transformed {
  if (!declaration) return output;
  const { access } = declaration;
  const security = access === 'public' ? [] : [{ bearerAuth: [] }];
  const summary = declaration.summary === undefined ? {} : { summary: declaration.summary };
  const roles = access === 'editor' || access === 'admin' ? { description: CONSOLE_ACCESS[access] } : {};
  return { ...output, schema: { ...output.schema, ...summary, ...roles, tags: [declaration.domain], security } };
}

function withBodyErrors(output: Transformed): Transformed {
  // A hidden route (the tus uploads, `schema.hide`) comes through without a schema.
  const schema = output.schema as { body?: unknown; response?: Record<string, unknown> } | undefined;
  if (!schema?.body) return output;
  return { ...output, schema: { ...output.schema, response: { ...bodyErrors, ...schema.response } } };
}

/**
 * The OpenAPI document is generated from the same zod contracts that validate requests and
 * responses; each route registered from a declaration (lib/declared-route.ts) is described by it.
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
      transform: (input) => describeDeclared(withBodyErrors(jsonSchemaTransform(input)), input.route.config?.endpoint),
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
