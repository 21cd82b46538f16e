import type { landingEs } from './messages-es';

/** The landing editor's words in English. */
export const landingEn: typeof landingEs = {
  title: 'Landing page',
  intro: 'The first thing visitors see on your site. When you save, the public landing changes at once.',
  loading: 'Loading the landing page…',
  error: 'We could not load the landing page.',
  hero: 'Introduction',
  fields: {
    title: 'Title',
    subtitle: 'Subtitle',
    body: 'Introduction text',
    heroImage: 'Picture (address)',
    heroImageHint: 'An https address or the /media/… address of an uploaded picture.',
    callToAction: 'Button text',
  },
  steps: {
    title: 'How it works',
    hint: 'Without steps of your own, the landing shows the usual three.',
    step: 'Step {{number}}',
    stepTitle: 'Title of step {{number}}',
    stepText: 'Text of step {{number}}',
    add: 'Add a step',
    remove: 'Remove step {{number}}',
  },
  reviews: {
    title: 'Reviews',
    hint: 'Write only what your customers said. To hide this section from the landing, remove every review.',
    none: 'No reviews: the landing does not show this section.',
    review: 'Review {{number}}',
    author: 'Name (review {{number}})',
    business: 'Business (review {{number}})',
    rating: 'Stars (review {{number}})',
    comment: 'What they said (review {{number}})',
    add: 'Add a review',
    remove: 'Remove review {{number}}',
  },
  save: 'Save the landing page',
  saved: 'Landing page saved: it shows on your site now.',
  view: 'See the landing page',
};
