import { MOCK_RETURN_LINKS } from '@aula/mocks/fixtures/return-links';
import type { CallExamples } from './types';

/** A reminder's return link (issue 30), used on impulsa's site. */
export const returnLinkExamples: CallExamples = {
  'POST /api/{country}/return-links/consume/': {
    endpoint: 'consumeReturnLink',
    args: { country: 'mx', allyCode: 'impulsa', token: MOCK_RETURN_LINKS.fresh },
    url: '/api/mx/return-links/consume/',
    body: { token: MOCK_RETURN_LINKS.fresh, ally_code: 'impulsa' },
  },
};
