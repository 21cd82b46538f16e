/** Words of the certificates screen (`consola/premios/certificados`), under 'console' → rewards.certificates. */
export const certificatesEs = {
  link: 'Certificados emitidos',
  title: 'Certificados emitidos',
  back: 'Volver a Premios',
  intro:
    'Los certificados que recibieron tus aprendices al terminar un módulo que otorga certificado, del más reciente al más antiguo. Cualquiera puede comprobarlos en su página; si revocas uno, su página lo dice desde ese momento.',
  adminsOnly: 'Solo para administradores',
  adminsOnlyText:
    'Solo los administradores del aliado ven los certificados emitidos, porque la lista muestra los nombres de tus aprendices.',
  loading: 'Cargando los certificados…',
  loadError: 'No pudimos cargar los certificados.',
  empty: 'Aún nadie ha recibido un certificado.',
  listLabel: 'Certificados emitidos',
  columns: { learner: 'Aprendiz', module: 'Módulo', issuedAt: 'Emitido el', status: 'Estado', actions: 'Acciones' },
  issuedOn: 'Emitido el {{day}}',
  valid: 'Vigente',
  revoked: 'Revocado el {{day}} — {{reason}}',
  viewPage: 'Ver página',
  viewPageHidden: 'del certificado de {{name}} en «{{module}}» (se abre en otra pestaña)',
  revoke: {
    button: 'Revocar',
    buttonLabel: 'Revocar el certificado de {{name}} en «{{module}}»',
    title: '¿Revocar el certificado de {{name}}?',
    message:
      'Su página dirá desde ahora que el certificado de «{{module}}» fue revocado, y por qué. No se puede deshacer.',
    reason: 'Motivo',
    reasonHint: 'Lo lee cualquiera que compruebe el certificado. De 3 a 300 caracteres.',
    reasonRequired: 'Escribe por qué lo revocas.',
    reasonShort: 'Di por qué en unas palabras: al menos 3 caracteres.',
    confirm: 'Revocar certificado',
    cancel: 'Cancelar',
    done: 'Revocaste el certificado de {{name}}. Su página ya lo dice.',
    notFound: 'Este certificado ya no existe o no es de tu aliado.',
  },
};
