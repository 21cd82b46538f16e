/**
 * The demo lessons' media: small real files kept in apps/api/media and served by the API at
 * /media/, so every demo video plays (with its WebVTT captions beside it, same name, .vtt) and
 * every download downloads on `npm start`. A real deployment points parts at its own media host.
 */
export const DEMO_MEDIA = {
  video: '/media/demo/clase-demo.webm',
  /**
   * The video's length in whole seconds (its WebM header says 19.9 s), for the mocks, which read no
   * file. The API's seed reads it from the file itself; its test holds this figure to the file.
   */
  videoSeconds: 20,
  captions: '/media/demo/clase-demo.vtt',
  download: '/media/demo/plantilla-ventas-gastos.pdf',
} as const;
