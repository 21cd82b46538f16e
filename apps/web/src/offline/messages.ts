import type { MessageCatalog } from '@aula/ui-kit/i18n';

/** Words of the offline reading and data-saver parts of the site (namespace 'offline'). */
export const offlineMessages = {
  namespace: 'offline',
  es: {
    availableOffline: 'Disponible sin conexión',
    offline: 'Sin conexión: ves lo que este dispositivo guardó.',
    queued: 'Guardado en este dispositivo. Se enviará cuando vuelva la conexión.',
    sent: 'Listo: tus cambios se enviaron.',
    dataSaver: 'Ahorro de datos',
    dataSaverChoice: 'Usar ahorro de datos',
    dataSaverHint:
      'No se descargan imágenes ni se adelantan pantallas. También se activa solo si tu navegador ahorra datos o tu conexión es 2G.',
  },
  en: {
    availableOffline: 'Available offline',
    offline: 'Offline: you see what this device kept.',
    queued: 'Saved on this device. It will be sent when the connection returns.',
    sent: 'Done: your changes were sent.',
    dataSaver: 'Data saver',
    dataSaverChoice: 'Use data saver',
    dataSaverHint:
      'Images are not downloaded and screens are not fetched ahead. It also turns on by itself when your browser saves data or your connection is 2G.',
  },
} satisfies MessageCatalog;
