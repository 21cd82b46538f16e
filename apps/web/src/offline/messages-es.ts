import type { Messages } from '@aula/ui-kit/i18n';

/** The 'offline' words in Spanish, the product's first language. */
export const es = {
  availableOffline: 'Disponible sin conexión',
  savingOffline: 'Guardando para leer sin conexión…',
  offline: 'Sin conexión: te mostramos lo guardado en este teléfono.',
  queued: 'Guardado en este dispositivo. Se enviará cuando vuelva la conexión.',
  sent: 'Listo: tus cambios se enviaron.',
  dataSaver: 'Ahorro de datos',
  dataSaverChoice: 'Usar ahorro de datos',
  dataSaverHint:
    'No se descargan imágenes ni se adelantan pantallas. También se activa solo si tu navegador ahorra datos o tu conexión es 2G.',
} satisfies Messages;
