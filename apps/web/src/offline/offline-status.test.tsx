import { useGetPartQuery } from '@aula/api-client/lessons';
import { checkPartFixtures } from '@aula/mocks/fixtures/knowledge-checks';
import { plantSession } from '@aula/testing/cookies';
import { useMswServer } from '@aula/testing/msw';
import { renderWithProviders } from '@aula/testing/render';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { offlineMessages } from './messages';
import { OfflineStatus } from './offline-status';
import { OFFLINE_MESSAGES } from './worker-messages';

const server = useMswServer();
const partId = checkPartFixtures[0]?.part.id ?? 0;

/** The page's service worker: a stand-in that posts what the real one would. */
let worker: EventTarget;
beforeEach(() => {
  worker = new EventTarget();
  Object.defineProperty(navigator, 'serviceWorker', { value: worker, configurable: true });
});
afterEach(() => {
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

function PartReader() {
  const { data } = useGetPartQuery(partId);
  return <p>{data ? `leído ${data.title}` : 'cargando'}</p>;
}

describe('the offline status', () => {
  it('once the worker has sent the changes it held, says so and reads the learner’s data again', async () => {
    plantSession('mock-token-2');
    const reads: string[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.url.includes(`/api/parts/${partId}/`)) reads.push(request.url);
    });
    renderWithProviders(
      <>
        <OfflineStatus />
        <PartReader />
      </>,
      { route: '/mx/crecer/seccion', messages: [offlineMessages] },
    );
    await screen.findByText(/^leído /);
    expect(reads).toHaveLength(1);
    worker.dispatchEvent(new MessageEvent('message', { data: { type: OFFLINE_MESSAGES.queueSent, sent: 1 } }));
    expect(await screen.findByText('Listo: tus cambios se enviaron.')).toBeInTheDocument();
    await waitFor(() => expect(reads).toHaveLength(2));
  });
});
