import { allyCode, countryCode } from '@aula/contracts/common';
import { z } from 'zod';
import { legalLinksSchema } from './legal-links';
import { SHARE_NETWORKS, type ShareNetwork } from './share-networks';

export const shareNetwork = z.enum(SHARE_NETWORKS);

/** The config file of a brand: `brands/<allyCode>/brand.json`. */
export const brandConfigSchema = z.object({
  allyCode,
  name: z.string().min(1),
  tagline: z.string().min(1),
  /** The installed app's name under its icon; without it, the name cut to 12 characters. */
  shortName: z.string().trim().min(1).max(12, 'must be at most 12 characters').optional(),
  countries: z.array(countryCode).min(1, 'must offer at least one country'),
  defaultCountry: countryCode,
  locale: z.enum(['es', 'en']),
  organization: z.object({
    name: z.string().min(1),
    url: z.url(),
    logoCaption: z.string().min(1),
  }),
  /** The terms of use and privacy notice a learner accepts at registration (legal-links.ts). */
  legal: legalLinksSchema,
  /** Screens an ally may leave out; each flag is read by the screens it hides (brand-features.test.ts). */
  features: z.object({
    blog: z.boolean(),
    achievements: z.boolean(),
  }),
  shareNetworks: z.array(shareNetwork),
  /**
   * Optional Google Maps settings. Without a key the address map runs offline (catalogue places,
   * no external tiles); a deployment's VITE_GOOGLE_MAPS_API_KEY overrides the brand's key.
   */
  maps: z.object({ googleApiKey: z.string().min(20, 'must be a Google Maps API key').optional() }).optional(),
  /**
   * The ally's Facebook app, for registration with Facebook Login. Without it the site offers the
   * offline stand-in the API accepts outside production (and production refuses its tokens).
   */
  facebookAppId: z
    .string()
    .regex(/^\d{5,20}$/, 'must be a Facebook app id (digits only)')
    .optional(),
});

export type BrandConfig = z.infer<typeof brandConfigSchema>;
export type { ShareNetwork };
