declare module 'virtual:aula-brands' {
  import type { Brand } from '@aula/brand/brand';

  /** The brands of this build (one for BRAND=<allyCode>, all for the preview); never empty. */
  export const brands: [Brand, ...Brand[]];
}
