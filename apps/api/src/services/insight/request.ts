import type { InsightFilter } from '@aula/contracts/console-insight';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../../db/client';
import { consoleAllyOf, requireUser } from '../../lib/guards';
import { type InsightScope, resolveInsightScope } from './scope';

/** The scope of an insight route's request (after the console guard), from its validated query. */
export function insightScopeOf(db: Database, request: FastifyRequest, filter: InsightFilter): Promise<InsightScope> {
  return resolveInsightScope(db, { access: requireUser(request).access, consoleAlly: consoleAllyOf(request) }, filter);
}
