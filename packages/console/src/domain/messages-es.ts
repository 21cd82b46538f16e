/** The own-domain area's words in Spanish: the ally's address, its DNS record, changing or removing it. */
export const domainEs = {
  title: 'Dominio propio',
  intro:
    'Tu sitio puede abrir también en una dirección tuya, como aprende.tubanco.com. Los enlaces de los correos, los mensajes y los certificados la usan en cuanto la guardas.',
  loadError: 'No pudimos cargar el dominio.',
  current: {
    title: 'Tu dirección',
    none: 'Tu sitio todavía no tiene una dirección propia.',
    since: 'Tu sitio también abre en {{host}} desde el {{date}}.',
    visit: 'Abrir {{host}}',
  },
  dns: {
    title: 'Qué hacer en tu proveedor de DNS',
    cname: 'Crea un registro CNAME de {{host}} que apunte a {{target}}.',
    cnameExample: 'Crea un registro CNAME de tu dirección que apunte a {{target}}.',
    tls: 'El certificado de seguridad (https) se pide solo la primera vez que alguien abre la dirección; puede tardar unos minutos después de que el DNS cambie.',
  },
  form: {
    host: 'Dirección',
    hostHint: 'Solo la dirección, por ejemplo aprende.tubanco.com: sin https://, sin / y sin puerto.',
    hostFormat: 'Escribe una dirección como aprende.tubanco.com, sin https://, sin / y sin puerto.',
    hostTaken: 'Otro aliado ya usa esa dirección.',
    save: 'Guardar dirección',
    saved: 'Guardamos {{host}}. Tu sitio ya responde ahí.',
    remove: 'Quitar la dirección',
    removed: 'Quitamos la dirección propia. Tu sitio sigue en su dirección de siempre.',
    failed: 'No se pudo hacer el cambio. Inténtalo de nuevo.',
    readOnly: 'Solo quien administra el sitio puede cambiar su dirección.',
  },
};
