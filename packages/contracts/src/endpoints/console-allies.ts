// The platform's allies (staff only): the list, a new ally with its first admin's invitation,
// suspending and restoring one, setting or clearing its own WhatsApp number.
import {
  allyWhatsappRequest,
  newAllyRequest,
  newAllyResponse,
  platformAlliesResponse,
  platformAlly,
  platformAllyParams,
} from '../console-allies';
import { endpoint } from '../endpoint';

const staff = { domain: 'console', access: 'staff', documentedAs: false } as const;

export const consoleAllyEndpoints = {
  allies: endpoint({
    ...staff,
    method: 'GET',
    path: '/api/console/allies/',
    summary: 'Every ally of the platform, newest first',
    response: platformAlliesResponse,
    errors: [401, 403],
  }),
  createAlly: endpoint({
    ...staff,
    method: 'POST',
    path: '/api/console/allies/',
    summary: "A new ally, its site open at once in the platform's colors, its first admin invited by email",
    body: newAllyRequest,
    response: newAllyResponse,
    status: 201,
    errors: [400, 401, 403, 409, 429],
  }),
  suspendAlly: endpoint({
    ...staff,
    method: 'POST',
    path: '/api/console/allies/{code}/suspend/',
    summary: 'Suspends an ally: its site says so, its sign-in and registration refuse, nothing is deleted',
    params: platformAllyParams,
    response: platformAlly,
    errors: [400, 401, 403, 404],
  }),
  restoreAlly: endpoint({
    ...staff,
    method: 'POST',
    path: '/api/console/allies/{code}/restore/',
    summary: 'Restores a suspended ally as it was',
    params: platformAllyParams,
    response: platformAlly,
    errors: [400, 401, 403, 404],
  }),
  setAllyWhatsapp: endpoint({
    ...staff,
    method: 'PUT',
    path: '/api/console/allies/{code}/whatsapp/',
    summary: "Sets the ally's own WhatsApp number (registered with Meta): its learners' chats go through it",
    params: platformAllyParams,
    body: allyWhatsappRequest,
    response: platformAlly,
    errors: [400, 401, 403, 404, 409],
  }),
  clearAllyWhatsapp: endpoint({
    ...staff,
    method: 'DELETE',
    path: '/api/console/allies/{code}/whatsapp/',
    summary: "Clears the ally's own WhatsApp number: the platform's number serves it again",
    params: platformAllyParams,
    response: platformAlly,
    errors: [400, 401, 403, 404],
  }),
};
