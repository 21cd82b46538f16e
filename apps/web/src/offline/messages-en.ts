import type { es } from './messages-es';

/** The 'offline' words in English: the compiler holds them to the Spanish keys, so none is missing. */
export const en: typeof es = {
  availableOffline: 'Available offline',
  savingOffline: 'Saving to read offline…',
  offline: 'Offline: here is what is saved on this phone.',
  queued: 'Saved on this device. It will be sent when the connection returns.',
  sent: 'Done: your changes were sent.',
  dataSaver: 'Data saver',
  dataSaverChoice: 'Use data saver',
  dataSaverHint:
    'Images are not downloaded and screens are not fetched ahead. It also turns on by itself when your browser saves data or your connection is 2G.',
};
