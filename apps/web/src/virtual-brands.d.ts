declare module 'virtual:aula-brands' {
  import type { Brand } from '@aula/brand/brand';

  /** The brands of this build (one for BRAND=<allyCode>, all for the preview); never empty. */
  export const brands: [Brand, ...Brand[]];

  /** Who the pages of no ally are: the product in a preview build, the ally in a per-brand build. */
  export const neutral: {
    name: string;
    description: string;
    theme: Brand['theme'];
    faviconUrl: string;
  };
}
