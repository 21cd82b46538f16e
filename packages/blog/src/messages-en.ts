import type { es } from './messages-es';

/** The 'blog' words in English: the compiler holds them to the Spanish keys, so none is missing. */
export const en: typeof es = {
  title: 'Blog',
  intro: 'Practical ideas for your business, written by our team.',
  pageTitle: 'Blog · page {{page}}',
  pages: 'Blog pages',
  loadingList: 'Loading articles…',
  listError: 'We could not load the articles.',
  empty: 'No articles for your country yet. Come back soon.',
  by: 'By {{author}}',
  readingTime: '{{count}} min read',
  readMore: 'Read article',
  loadingPost: 'Loading the article…',
  postError: 'We could not load this article.',
  share: 'Share this article',
  backToBlog: 'Back to the blog',
  notFoundTitle: 'We could not find this article',
  notFound: 'It may no longer be published, or the link may be incomplete.',
  pageNotFoundTitle: 'This blog page does not exist',
  pageNotFound: 'The blog has fewer pages. Start with the latest articles.',
  imageLink: 'View image (data saver)',
  imageLink_described: 'View image: {{alt}} (data saver)',
};
