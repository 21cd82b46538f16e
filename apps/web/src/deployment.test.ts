import { describe, expect, it } from 'vitest';
import { loadDeployment, parseDeployment } from './deployment';

const defaults = {
  apiBaseUrl: 'http://localhost:3000',
  reportsBaseUrl: 'http://localhost:3000',
  assetsBaseUrl: 'http://localhost:3000',
  frontendBaseUrl: 'http://localhost:3000',
};

const answer = (status: number, body: string) => async () => new Response(body, { status });

describe('deployment config', () => {
  it('takes every setting of a production file, without trailing slashes', () => {
    const result = parseDeployment(
      {
        production: true,
        apiBaseUrl: 'https://api.impulsa.example/',
        reportsBaseUrl: 'https://reports.impulsa.example',
        assetsBaseUrl: 'https://cdn.example/impulsa/',
        frontendBaseUrl: 'https://impulsa.example',
      },
      defaults,
    );
    expect(result).toEqual({
      ok: true,
      deployment: {
        production: true,
        apiBaseUrl: 'https://api.impulsa.example',
        reportsBaseUrl: 'https://reports.impulsa.example',
        assetsBaseUrl: 'https://cdn.example/impulsa',
        frontendBaseUrl: 'https://impulsa.example',
      },
    });
  });

  it('names each bad key: a relative URL, http in production, a typo, a non-boolean', () => {
    const result = parseDeployment(
      { production: true, apiBaseUrl: '/api', frontendBaseUrl: 'http://impulsa.example', reportBaseUrl: 'x' },
      defaults,
    );
    expect(result).toEqual({
      ok: false,
      problems: [
        expect.stringMatching(/^reportBaseUrl: is not a setting/),
        expect.stringMatching(/^apiBaseUrl: must be an absolute URL .* got "\/api"/),
        expect.stringMatching(/^frontendBaseUrl: must use https in production/),
      ],
    });
    expect(parseDeployment({ production: 'yes' }, defaults)).toEqual({
      ok: false,
      problems: ['production: must be true or false'],
    });
    expect(parseDeployment([], defaults)).toEqual({ ok: false, problems: ['(file): must be a JSON object'] });
  });

  it('fills what a staging file leaves out from the defaults', async () => {
    const result = await loadDeployment(defaults, answer(200, '{"apiBaseUrl":"http://api.staging.example"}'));
    expect(result).toEqual({
      ok: true,
      deployment: { ...defaults, production: false, apiBaseUrl: 'http://api.staging.example' },
    });
  });

  it('uses the defaults without a file (404) or without an answer', async () => {
    expect(await loadDeployment(defaults, answer(404, 'Not found'))).toEqual({
      ok: true,
      deployment: { ...defaults, production: false },
    });
    const offline = async () => {
      throw new TypeError('Failed to fetch');
    };
    expect(await loadDeployment(defaults, offline)).toMatchObject({ ok: true });
  });

  it('refuses a file that is not JSON (an HTML page answered for it)', async () => {
    expect(await loadDeployment(defaults, answer(200, '<!doctype html>'))).toEqual({
      ok: false,
      problems: ['(file): /deployment.json is not JSON (HTTP 200)'],
    });
  });
});
