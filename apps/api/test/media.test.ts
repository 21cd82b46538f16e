import { DEMO_USERS } from '@aula/demo-content/demo-users';
import { describe, expect, it } from 'vitest';
import { captionsFor } from '../src/lib/media';
import { tokenFor, useTestApp } from './helpers/app';
import { pdfText } from './helpers/pdf-text';

const ctx = useTestApp();

const get = (url: string, headers: Record<string, string> = {}) => ctx.app.inject({ method: 'GET', url, headers });

describe('lesson media at /media/', () => {
  it('serves the demo video as video/webm, cached for a day, with byte ranges for seeking', async () => {
    const whole = await get('/media/demo/clase-demo.webm');
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['content-type']).toBe('video/webm');
    expect(whole.headers['cache-control']).toBe('public, max-age=86400');
    expect(whole.headers['accept-ranges']).toBe('bytes');
    // Uploaded files are served from the site's own origin: never sniffed into another type.
    expect(whole.headers['x-content-type-options']).toBe('nosniff');
    // WebM files start with the EBML magic number.
    expect(whole.rawPayload.subarray(0, 4).toString('hex')).toBe('1a45dfa3');

    const part = await get('/media/demo/clase-demo.webm', { range: 'bytes=0-99' });
    expect(part.statusCode).toBe(206);
    expect(part.rawPayload).toHaveLength(100);
  });

  it('answers a range past the end with 416, a known validator with 304 and HEAD without a body', async () => {
    const url = '/media/demo/clase-demo.webm';
    const whole = await get(url);
    const past = await get(url, { range: `bytes=${whole.rawPayload.length}-` });
    expect(past.statusCode).toBe(416);
    expect(past.headers['content-range']).toBe(`bytes */${whole.rawPayload.length}`);
    const again = await get(url, { 'if-none-match': String(whole.headers.etag) });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload).toHaveLength(0);
    const head = await ctx.app.inject({ method: 'HEAD', url });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-length']).toBe(String(whole.rawPayload.length));
    expect(head.rawPayload).toHaveLength(0);
  });

  it('serves captions as text/vtt and the download as a PDF attachment', async () => {
    const captions = await get('/media/demo/clase-demo.vtt');
    expect(captions.headers['content-type']).toBe('text/vtt; charset=utf-8');
    expect(captions.body.startsWith('WEBVTT')).toBe(true);
    const download = await get('/media/demo/plantilla-ventas-gastos.pdf');
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['content-disposition']).toBe('attachment');
    expect(download.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });

  it('names no product in the demo captions, template and default landing picture (every ally shows them)', async () => {
    const captions = await get('/media/demo/clase-demo.vtt');
    expect(captions.body).not.toMatch(/aula/i);
    const template = (await get('/media/demo/plantilla-ventas-gastos.pdf')).rawPayload;
    expect(pdfText(template)).toContain('Registro semanal de ventas y gastos');
    expect(pdfText(template)).not.toMatch(/aula/i);
    expect(template.toString('latin1')).not.toMatch(/aula/i);
    const picture = await get('/media/demo/covers/default/portada.svg');
    expect(picture.statusCode).toBe(200);
    expect(picture.body).not.toMatch(/aula/i);
  });

  it('answers a missing file and a climb out of the folder (../package.json) with a JSON 404', async () => {
    for (const url of ['/media/demo/no-existe.webm', '/media/../package.json', '/media/%2e%2e/package.json']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.body, url).not.toContain('"name": "@aula/api"');
    }
  });
});

describe('the demo lessons', () => {
  it('play the served video with its captions and download the served file', async () => {
    const authorization = `Bearer ${await tokenFor(ctx.app, DEMO_USERS[0])}`;
    const as = (url: string) => ctx.app.inject({ method: 'GET', url, headers: { authorization } });
    const [lesson] = (await as('/api/lessons/recommendations/')).json().results;
    const parts: { id: number; kind: string }[] = (await as(`/api/lessons/${lesson.id}/parts/`)).json().results;
    for (const summary of parts) {
      const part = (await as(`/api/parts/${summary.id}/`)).json();
      if (part.kind === 'video') {
        expect(part).toMatchObject({
          media_url: '/media/demo/clase-demo.webm',
          captions_url: '/media/demo/clase-demo.vtt',
        });
      } else if (part.kind === 'download') {
        expect(part).toMatchObject({ media_url: '/media/demo/plantilla-ventas-gastos.pdf', captions_url: null });
      } else {
        expect(part).toMatchObject({ media_url: null, captions_url: null });
      }
      expect((await get(part.media_url ?? '/media/demo/clase-demo.vtt')).statusCode).toBe(200);
    }
    expect(parts.map((part) => part.kind)).toEqual(expect.arrayContaining(['video', 'download']));
  });
});

describe('captionsFor', () => {
  it('finds the .vtt beside a video the server holds', () => {
    expect(captionsFor('/media/demo/clase-demo.webm')).toBe('/media/demo/clase-demo.vtt');
  });

  it('gives none for a video without captions, on another host, outside the folder, or no media at all', () => {
    expect(captionsFor('/media/demo/otra-clase.webm')).toBeNull();
    expect(captionsFor('https://cdn.example/clase-demo.webm')).toBeNull();
    expect(captionsFor('/media/../../brands/impulsa/logo.svg')).toBeNull();
    expect(captionsFor(null)).toBeNull();
  });
});
