import { allyRoutePattern } from '@aula/contracts/site-paths';
import { useMswServer } from '@aula/testing/msw';
import { renderWithProviders } from '@aula/testing/render';
import { screen, waitFor } from '@testing-library/react';
import { delay, HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { consoleMessages } from '../../messages';
import { consoleSession } from '../../test/console-session';
import { InsightDownloads, type InsightDownloadsProps } from './insight-downloads';

const server = useMswServer();

/** What the page handed to the browser's downloads: the file's name and its bytes. */
const saved: { fileName: string; blob: Blob }[] = [];
let blobs = new Map<string, Blob>();

beforeEach(() => {
  saved.length = 0;
  blobs = new Map();
  // jsdom has no object URLs and would try to navigate on the link's click.
  URL.createObjectURL = vi.fn((blob: Blob) => {
    const url = `blob:test/${blobs.size}`;
    blobs.set(url, blob);
    return url;
  });
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    const blob = blobs.get(this.href);
    if (blob) saved.push({ fileName: this.download, blob });
  });
});

afterEach(() => vi.restoreAllMocks());

function renderDownloads(props: InsightDownloadsProps, query = '', ally = 'impulsa', language: 'es' | 'en' = 'es') {
  const session = consoleSession('ally_editor', ally);
  return renderWithProviders(<InsightDownloads {...props} />, {
    route: `/mx/${ally}/consola/encuesta${query}`,
    path: allyRoutePattern('consoleSurvey'),
    messages: [consoleMessages],
    preloadedState: session.preloadedState,
    language,
  });
}

const blobText = (blob: Blob) =>
  new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.readAsText(blob);
  });

describe('InsightDownloads', () => {
  it('downloads the CSV with the page filters and the session, and says where it went', async () => {
    const asked: URL[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.url.includes('.csv')) asked.push(new URL(request.url));
    });
    const { user } = renderDownloads({ table: 'survey' }, '?from=2026-03-01&to=2026-03-31&country=co');
    await user.click(screen.getByRole('button', { name: 'Descargar CSV' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Listo: se guardó encuesta-2026-03-01-2026-03-31.csv en tus descargas.',
    );
    expect(asked[0]?.pathname).toBe('/api/console/insight/survey.csv');
    expect(asked[0]?.searchParams.get('country')).toBe('co');
    expect(asked[0]?.searchParams.get('from')).toBe('2026-03-01');
    expect(saved).toHaveLength(1);
    expect(saved[0]?.fileName).toBe('encuesta-2026-03-01-2026-03-31.csv');
    // The mock answers only a call with impulsa's session: Colombia's rows, in the survey's shape.
    const text = await blobText(saved[0]?.blob as Blob);
    expect(text).toContain('Respuestas por pregunta,registra_ventas');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('downloads the XLSX of the overview, in English', async () => {
    const { user } = renderDownloads({ table: 'overview' }, '?from=2026-03-01&to=2026-03-31', 'crecer', 'en');
    expect(screen.getByRole('region', { name: 'Download these tables' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Download Excel (XLSX)' }));
    expect(await screen.findByText('Done: resumen.xlsx was saved to your downloads.')).toBeInTheDocument();
    expect(saved[0]?.blob.type).toContain('spreadsheetml');
  });

  it('says how much has come while the file streams, and keeps both buttons still meanwhile', async () => {
    let finish: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      finish = resolve;
    });
    server.use(
      http.get('*/api/console/insight/funnel.csv', () => {
        const stream = new ReadableStream<Uint8Array>({
          async start(controller) {
            controller.enqueue(new Uint8Array(3 * 1024).fill(65));
            await held;
            controller.enqueue(new Uint8Array(10));
            controller.close();
          },
        });
        return new HttpResponse(stream, {
          headers: { 'content-type': 'text/csv', 'content-disposition': 'attachment; filename="recorrido.csv"' },
        });
      }),
    );
    const { user } = renderDownloads({ table: 'funnel' });
    await user.click(screen.getByRole('button', { name: 'Descargar CSV' }));
    expect(await screen.findByText('Descargando el CSV: 3 kB hasta ahora…')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Descargar Excel/ })).toBeDisabled();
    finish();
    expect(await screen.findByText(/Listo: se guardó recorrido.csv/)).toBeInTheDocument();
    expect(saved[0]?.blob.size).toBe(3 * 1024 + 10);
    expect(screen.getByRole('button', { name: /Descargar Excel/ })).toBeEnabled();
  });

  it('names the filter the API refused (a country crecer does not serve: 400 on country)', async () => {
    const { user } = renderDownloads({ table: 'survey' }, '?country=pe', 'crecer');
    await user.click(screen.getByRole('button', { name: 'Descargar CSV' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'No pudimos preparar el CSV: revisa estos filtros: País.',
    );
    expect(saved).toHaveLength(0);
  });

  it.each([
    [403, { error: 'forbidden', message: 'no' }, 'Tu cuenta no puede descargar el Excel de esta tabla.'],
    [401, { error: 'not_authenticated', message: 'no' }, 'Tu sesión terminó: vuelve a entrar para descargar el Excel.'],
    [
      500,
      { error: 'server_error', message: 'boom' },
      'No pudimos descargar el Excel. Vuelve a intentarlo en un momento.',
    ],
  ])('explains a %i and saves nothing', async (status, body, message) => {
    server.use(http.get('*/api/console/insight/overview.xlsx', () => HttpResponse.json(body, { status })));
    const { user } = renderDownloads({ table: 'overview' });
    await user.click(screen.getByRole('button', { name: 'Descargar Excel (XLSX)' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(saved).toHaveLength(0);
  });

  it('explains a lost connection, and a second try works', async () => {
    server.use(http.get('*/api/console/insight/overview.csv', () => HttpResponse.error(), { once: true }));
    const { user } = renderDownloads({ table: 'overview' });
    await user.click(screen.getByRole('button', { name: 'Descargar CSV' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Se cortó la conexión al descargar el CSV.');
    await user.click(screen.getByRole('button', { name: 'Descargar CSV' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('stops a download on its way when the page goes, and saves nothing', async () => {
    server.use(
      http.get('*/api/console/insight/survey.csv', async () => {
        await delay(300);
        return new HttpResponse('a,b\r\n', { headers: { 'content-type': 'text/csv' } });
      }),
    );
    const { user, unmount } = renderDownloads({ table: 'survey' });
    await user.click(screen.getByRole('button', { name: 'Descargar CSV' }));
    unmount();
    await delay(400);
    expect(saved).toHaveLength(0);
  });

  it('waits in line when the exports are all taken (429 exports_busy), says so, and asks again after Retry-After', async () => {
    let asked = 0;
    // Tried: the server answering the first ask with its line full (Retry-After 1 s), the second with the file.
    server.use(
      http.get('*/api/console/insight/overview.csv', () => {
        asked += 1;
        if (asked === 1) {
          return HttpResponse.json(
            { error: 'exports_busy', message: 'Too many exports at once', retry_after: 1 },
            { status: 429, headers: { 'retry-after': '1' } },
          );
        }
        return new HttpResponse('fecha,aprendices\n', {
          headers: { 'content-type': 'text/csv', 'content-disposition': 'attachment; filename="resumen.csv"' },
        });
      }),
    );
    const { user } = renderDownloads({ table: 'overview' });
    await user.click(screen.getByRole('button', { name: 'Descargar CSV' }));
    expect(await screen.findByText(/Tu descarga está en fila/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Descargar Excel (XLSX)' })).toBeDisabled();
    await waitFor(() => expect(saved.map((file) => file.fileName)).toEqual(['resumen.csv']), { timeout: 5000 });
    expect(asked).toBe(2);
  });

  it('says the member already has a download on its way (429 export_running), without asking again', async () => {
    let asked = 0;
    server.use(
      http.get('*/api/console/insight/overview.csv', () => {
        asked += 1;
        return HttpResponse.json(
          { error: 'export_running', message: 'You have an export on its way', retry_after: 15 },
          { status: 429, headers: { 'retry-after': '15' } },
        );
      }),
    );
    const { user } = renderDownloads({ table: 'overview' }, '', 'impulsa', 'en');
    await user.click(screen.getByRole('button', { name: 'Download CSV' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('You already have a download on its way.');
    expect(asked).toBe(1);
  });
});
