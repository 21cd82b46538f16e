/** The words of the return link screen (`volver`), in Spanish; part of the 'auth' catalogue. */
export const returnLinkEs = {
  title: 'Volver a tu lección',
  opening: 'Abriendo tu lección…',
  signInTitle: 'Inicia sesión para seguir',
  usedTitle: 'Este enlace ya se usó',
  usedText: 'Por tu seguridad, cada enlace abre tu sesión una sola vez. Inicia sesión y te llevamos a tu lección.',
  expiredTitle: 'Este enlace ya venció',
  expiredText: 'Los enlaces de los recordatorios duran unos días. Inicia sesión y te llevamos a tu lección.',
  invalidTitle: 'Este enlace no funciona aquí',
  invalidText:
    'Revisa que lo abriste completo, desde el mensaje que te enviamos, o inicia sesión para seguir aprendiendo.',
  signedInText: 'Ya tienes tu sesión abierta: sigue con tus lecciones desde tu inicio.',
  continue: 'Ir a mis lecciones',
  offlineTitle: 'Sin conexión',
  offlineText: 'Necesitas internet para abrir tu lección. Revisa tu conexión e inténtalo de nuevo.',
  errorTitle: 'No pudimos abrir tu lección',
  errorText: 'Algo falló de nuestro lado. Inténtalo de nuevo en un momento.',
  waitText: 'Hubo muchos intentos seguidos. Espera {{seconds}} s e inténtalo de nuevo.',
};
