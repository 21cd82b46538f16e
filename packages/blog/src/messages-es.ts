import type { Messages } from '@aula/ui-kit/i18n';

/** The 'blog' words in Spanish, the product's first language. */
export const es = {
  title: 'Blog',
  intro: 'Ideas prácticas para tu negocio, escritas por nuestro equipo.',
  pageTitle: 'Blog · página {{page}}',
  pages: 'Páginas del blog',
  loadingList: 'Cargando artículos…',
  listError: 'No pudimos cargar los artículos.',
  empty: 'Aún no hay artículos para tu país. Vuelve pronto.',
  by: 'Por {{author}}',
  readingTime: '{{count}} min de lectura',
  readMore: 'Leer artículo',
  loadingPost: 'Cargando el artículo…',
  postError: 'No pudimos cargar este artículo.',
  share: 'Comparte este artículo',
  backToBlog: 'Volver al blog',
  notFoundTitle: 'No encontramos este artículo',
  notFound: 'Puede que ya no esté publicado o que el enlace esté incompleto.',
  pageNotFoundTitle: 'Esta página del blog no existe',
  pageNotFound: 'El blog tiene menos páginas. Empieza por los artículos más recientes.',
  // An image of a post left unloaded by data saver: a link that opens it when wanted.
  imageLink: 'Ver imagen (ahorro de datos)',
  imageLink_described: 'Ver imagen: {{alt}} (ahorro de datos)',
} satisfies Messages;
