import { allyCode, countryCode } from '@aula/contracts/common';
import { z } from 'zod';
import { SHARE_NETWORKS, type ShareNetwork } from './share-networks';

export const shareNetwork = z.enum(SHARE_NETWORKS);

/** The config file of a brand: `brands/<allyCode>/brand.json`. */
export const brandConfigSchema = z.object({
  allyCode,
  name: z.string().min(1),
  tagline: z.string().min(1),
  countries: z.array(countryCode).min(1, 'must offer at least one country'),
  defaultCountry: countryCode,
  locale: z.enum(['es', 'en']),
  frontendOrigins: z.array(z.url()).min(1),
  organization: z.object({
    name: z.string().min(1),
    url: z.url(),
    logoCaption: z.string().min(1),
  }),
  features: z.object({
    blog: z.boolean(),
    achievements: z.boolean(),
    shopMode: z.boolean(),
  }),
  shareNetworks: z.array(shareNetwork),
});

export type BrandConfig = z.infer<typeof brandConfigSchema>;
export type { ShareNetwork };
