// The console's blog, landing and rewards as the mocks keep them (a copy per mock world), with the
// answers their handlers share: a lost race (409 edit_conflict), a refused field (400).
import { EDIT_CONFLICT } from '@aula/contracts/console';
import { HttpResponse } from 'msw';
import { consolePublishingFixture } from '../fixtures/console-publishing';
import { keptWithMockState } from '../state';
import { apiError } from './responses';

export const publishingWorld = keptWithMockState(consolePublishingFixture);

export const now = () => new Date().toISOString();

export const nextId = () => {
  publishingWorld().nextId += 1;
  return publishingWorld().nextId;
};

export const conflict = (current: unknown) =>
  HttpResponse.json(
    { error: EDIT_CONFLICT, message: 'Someone saved this item while you were editing it', current },
    { status: 409 },
  );

export const refused = (field: string, reason: string, error = 'bad_request') =>
  apiError(400, { error, message: 'Invalid input', fields: [{ field, reason }] });

export const withoutOwner = <Item extends { allyId: unknown }>({ allyId: _ally, ...item }: Item) => item;
