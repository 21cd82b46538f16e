import { colonPath } from '@aula/contracts/endpoint';
import { consoleEarnersEndpoints as earners } from '@aula/contracts/endpoints/console-earners';
import { handlers } from '@aula/mocks/handlers';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, HttpResponse, http } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { consoleAt, consoleStory, consoleWords } from '../../shell/console-story';
import { EarnersScreen } from './earners-screen';

// Who earned impulsa's "Vendedora estrella" (the mocks' 71) as its admin sees it (or its editor,
// who is refused), with the alerts "Reintentar" shows; msw answers with the declared mocks.
type Globals = Parameters<typeof consoleWords>[0];
const wordsOf = (globals: Globals) => consoleWords(globals).rewards.earners;

const listPath = `*${colonPath(earners.achievementEarners.path)}`;
const sendPath = `*${colonPath(earners.sendAchievementCodes.path)}`;

const meta = {
  title: 'Console/Rewards/Earners',
  component: EarnersScreen,
  ...consoleStory,
  parameters: consoleAt('consoleAchievementEarners', 'consola/premios/logros/71', {
    consoleFrame: false,
    layout: 'padded',
  }),
} satisfies Meta<typeof EarnersScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The earners: the day, the contact only with consent, codes and messages (one failed: "Reintentar"). */
export const List: Story = {
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('table', { name: wordsOf(globals).tableCaption })).toBeVisible();
    await expect(canvas.getByRole('button', { name: new RegExp(wordsOf(globals).retry) })).toBeVisible();
  },
};

/** After "Enviar códigos": what went, who was not written to, who had it already. */
export const CodesSent: Story = {
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: wordsOf(globals).send.button }));
    await expect(await canvas.findByRole('region', { name: wordsOf(globals).send.resultTitle })).toBeVisible();
  },
};

/** The codes ran out: how many earners were left without one. */
export const CodesExhausted: Story = {
  parameters: {
    msw: [
      http.post(sendPath, () =>
        HttpResponse.json({
          earners: 12,
          assigned: 3,
          sent: 2,
          queued: 0,
          failed: 0,
          alreadySent: 0,
          noConsent: 1,
          withoutCode: 9,
        }),
      ),
      ...handlers,
    ],
  },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: wordsOf(globals).send.button }));
    const leftWithout = wordsOf(globals).send.withoutCode_other.replace('{{count}}', '9');
    await expect(await canvas.findByText(leftWithout)).toBeVisible();
  },
};

/** A webinar without codes yet: the press is refused with the way to make some. */
export const WebinarWithoutCodes: Story = {
  parameters: {
    msw: [
      http.post(sendPath, () => HttpResponse.json({ error: 'no_codes', message: 'No codes yet' }, { status: 409 })),
      ...handlers,
    ],
  },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: wordsOf(globals).send.button }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(wordsOf(globals).send.noCodes);
  },
};

export const Loading: Story = {
  parameters: {
    msw: [
      http.get(listPath, async () => {
        await delay('infinite');
        return HttpResponse.json({});
      }),
      ...handlers,
    ],
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status')).toBeVisible();
  },
};

/** The list two earners a page (the mocks' own list, asked with `limit=2`): next, then back. */
export const APageAtATime: Story = {
  parameters: {
    msw: [
      // Asked again with a limit, the request falls through to the declared mocks below.
      http.get(listPath, async ({ request }) => {
        const url = new URL(request.url);
        if (url.searchParams.has('limit')) return undefined;
        url.searchParams.set('limit', '2');
        return HttpResponse.json(await (await fetch(url, { headers: request.headers })).json());
      }),
      ...handlers,
    ],
  },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const words = consoleWords(globals).shell.paging;
    const paging = await canvas.findByRole('navigation', { name: wordsOf(globals).paging });
    await expect(paging).toHaveTextContent(words.pageOf.replace('{{page}}', '1'));
    await userEvent.click(within(paging).getByRole('button', { name: words.nextPage }));
    await expect(await within(paging).findByText(words.pageOf.replace('{{page}}', '2'))).toBeVisible();
    await expect(within(paging).getByRole('button', { name: words.previousPage })).toBeVisible();
  },
};

/** Nobody has earned it yet. */
export const Empty: Story = {
  parameters: {
    msw: [
      http.get(listPath, () =>
        HttpResponse.json({
          achievement: { id: 71, title: 'Vendedora estrella', prize_kind: 'report', webinar: null },
          results: [],
          total: 0,
          next: null,
        }),
      ),
      ...handlers,
    ],
  },
  play: async ({ canvasElement, globals }) => {
    await expect(await within(canvasElement).findByText(wordsOf(globals).empty)).toBeVisible();
  },
};

export const Failing: Story = {
  parameters: {
    msw: [
      http.get(listPath, () => HttpResponse.json({ error: 'internal', message: 'down' }, { status: 500 })),
      ...handlers,
    ],
  },
  play: async ({ canvasElement, globals }) => {
    await expect(await within(canvasElement).findByText(wordsOf(globals).loadError)).toBeVisible();
  },
};

/** An editor who follows a link here: the names are for admins. */
export const ForAnEditor: Story = {
  parameters: { consoleRole: 'ally_editor' },
  play: async ({ canvasElement, globals }) => {
    await expect(await within(canvasElement).findByText(wordsOf(globals).adminsOnly)).toBeVisible();
  },
};
