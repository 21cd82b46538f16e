import { createI18n, I18nProvider } from '@aula/ui-kit/i18n';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { profileMessages } from '../messages';
import type { LatLng } from './maps';
import { OfflineMap } from './offline-map';

const coyoacan = { lat: 19.3467, lng: -99.1617 };
const cities = [
  { id: '1', label: 'Coyoacán', position: coyoacan },
  { id: '2', label: 'Iztapalapa', position: { lat: 19.3574, lng: -99.0671 } },
  { id: '3', label: 'Cuauhtémoc', position: { lat: 19.4414, lng: -99.153 } },
  { id: '4', label: 'Puebla', position: { lat: 19.0414, lng: -98.2063 } },
];

// Storybook's own catalogue holds the ui-kit's words; the map speaks with the profile's.
const i18nByLanguage = { es: createI18n([profileMessages], 'es'), en: createI18n([profileMessages], 'en') };

const meta = {
  component: OfflineMap,
  decorators: [
    (Story, context) => (
      <I18nProvider i18n={i18nByLanguage[context.globals.locale === 'en' ? 'en' : 'es']}>
        <Story />
      </I18nProvider>
    ),
  ],
  args: {
    label: 'Mapa de la dirección del negocio',
    center: coyoacan,
    zoom: 8,
    pin: coyoacan,
    points: cities,
    onPinChange: fn(),
    onViewChange: fn(),
  },
  render: function Controlled(args) {
    const [pin, setPin] = useState<LatLng | null>(args.pin);
    return (
      <OfflineMap
        {...args}
        pin={pin}
        onPinChange={(next) => {
          setPin(next);
          args.onPinChange(next);
        }}
      />
    );
  },
} satisfies Meta<typeof OfflineMap>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Zoom 8 around Coyoacán: cities of the catalogue, the pin, no tiles and no network. */
export const AroundAPin: Story = {};

/** No position yet: tapping the map or "Pin aquí" places it. */
export const NoPinYet: Story = {
  args: { pin: null },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Pin aquí' }));
    await expect(args.onPinChange).toHaveBeenCalledWith(coyoacan);
    await expect(canvas.getByRole('button', { name: /Pin del negocio/ })).toBeVisible();
  },
};

/** The country at a glance: zoom 5 shows the outline of Mexico. */
export const Country: Story = { args: { zoom: 5, center: { lat: 23.6, lng: -102.5 }, pin: null } };

/** The pin moves with the arrow keys, for people without a pointer. */
export const MovedWithKeys: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    canvas.getByRole('button', { name: /Pin del negocio/ }).focus();
    await userEvent.keyboard('{ArrowUp}');
    await expect(args.onPinChange).toHaveBeenCalled();
  },
};
