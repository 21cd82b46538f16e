import { wellFormedInput } from '@aula/contracts/well-formed-text';
import type { FastifySchemaCompiler } from 'fastify';
import { validatorCompiler as zodValidatorCompiler } from 'fastify-type-provider-zod';
import type { z } from 'zod';

/**
 * Fastify's validator for every route's params, query and body: the contracts' text rule first (no
 * NUL, no lone surrogate in any string, whichever field it is in), then the part's own zod schema.
 * Checked here, once for all, rather than field by field: a field that forgot the rule reached the
 * database and came back as a 500. A refusal is a zod issue, so plugins/errors.ts names the field.
 */
export const validatorCompiler: FastifySchemaCompiler<z.ZodType> = (route) =>
  zodValidatorCompiler({ ...route, schema: wellFormedInput.pipe(route.schema) });
