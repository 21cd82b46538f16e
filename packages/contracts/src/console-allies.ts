// The platform's allies as staff run them in the console ("Aliados", issue 39): a new ally answers at
// `/{country}/{code}` at once in Aula's colours and its first admin is invited by email; a suspended
// ally's site says so, and nothing of it is deleted until staff restore it.
import { z } from 'zod';
import { phoneNumber } from './auth';
import { allyCode, countryCode } from './common';
import { teamInvitation } from './console-team';

/** Codes a new ally may not take: words the site's own addresses use at an ally's place. */
export const RESERVED_ALLY_CODES = ['admin', 'api', 'assets', 'consola', 'estudio', 'home', 'settings', 'static'];

export const ALLY_CODE_TAKEN = 'ally_code_taken';
export const UNKNOWN_COUNTRY = 'unknown_country';
/** A sign-in refused because the person's ally is suspended (403). */
export const ALLY_SUSPENDED = 'ally_suspended';
/** A WhatsApp number (its Meta id or the number shown) that another ally already has (409). */
export const WHATSAPP_NUMBER_TAKEN = 'whatsapp_number_taken';

/**
 * An ally's own WhatsApp business number, registered with Meta by staff: `number` (E.164) is what
 * learners see in its wa.me links, `phone_number_id` is Meta's id of it, which routes the learners'
 * messages to this ally and sends its answers. `chat_registration`: a number no account has that
 * writes to it creates its account in the chat (name, terms, WhatsApp code); otherwise it gets a link.
 */
export const allyWhatsapp = z.object({
  number: z.string(),
  phone_number_id: z.string(),
  chat_registration: z.boolean(),
});
export type AllyWhatsapp = z.infer<typeof allyWhatsapp>;

export const allyState = z.enum(['active', 'suspended']);
export type AllyState = z.infer<typeof allyState>;

/** One ally as staff see it. */
export const platformAlly = z.object({
  code: z.string(),
  name: z.string(),
  countries: z.array(z.string()),
  state: allyState,
  /** When it was suspended; null while active. */
  suspended_at: z.iso.datetime({ offset: true }).nullable(),
  created_at: z.iso.datetime({ offset: true }),
  /** Its team's size (admins and editors), so staff see an ally whose admin never came. */
  team_size: z.number().int().nonnegative(),
  /** Its own WhatsApp number; null: the platform's number serves it. */
  whatsapp: allyWhatsapp.nullable(),
});
export type PlatformAlly = z.infer<typeof platformAlly>;

/** GET /api/console/allies/ : every ally, newest first. */
export const platformAlliesResponse = z.object({ allies: z.array(platformAlly) });
export type PlatformAlliesResponse = z.infer<typeof platformAlliesResponse>;

/**
 * POST /api/console/allies/ : the ally's code (its address, never changed), its name, the countries
 * it is offered in and its first admin's email; `url_base` is the front-end origin the invitation
 * link opens on, as for any invitation.
 */
export const newAllyRequest = z
  .object({
    code: allyCode.refine((code) => !RESERVED_ALLY_CODES.includes(code), 'is a word the site keeps for itself'),
    name: z.string().trim().min(1, 'is required').max(60, 'must be at most 60 characters'),
    countries: z
      .array(countryCode)
      .min(1, 'must name at least one country')
      .max(30, 'must be at most 30 countries')
      .refine((list) => new Set(list).size === list.length, 'must not repeat a country'),
    admin_email: z.email('must be a valid email address').max(254),
    url_base: z.url('must be a URL'),
  })
  .strict();
export type NewAllyRequest = z.infer<typeof newAllyRequest>;

/** The new ally and its admin's invitation. */
export const newAllyResponse = z.object({ ally: platformAlly, invitation: teamInvitation });
export type NewAllyResponse = z.infer<typeof newAllyResponse>;

export const platformAllyParams = z.object({ code: allyCode });

/**
 * PUT /api/console/allies/{code}/whatsapp/ : the ally's WhatsApp number, as written (`+` and its
 * country code, no spaces), Meta's id of it and whether a new number may register in the chat (not
 * unless said). Kept simple: no two allies share either number, so a learner's chat always knows its
 * ally (409 `whatsapp_number_taken` naming the field); DELETE of the same path clears them all.
 */
export const allyWhatsappRequest = z
  .object({
    number: phoneNumber.startsWith('+', 'must start with + and the country code'),
    phone_number_id: z.string().regex(/^\d{5,30}$/, 'must be 5 to 30 digits'),
    chat_registration: z.boolean({ error: 'must be true or false' }).default(false),
  })
  .strict();
export type AllyWhatsappRequest = z.infer<typeof allyWhatsappRequest>;
