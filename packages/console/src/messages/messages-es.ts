/** The reminder messages screen's words in Spanish (`consola/mensajes`, issue 30). */
export const messagesEs = {
  title: 'Mensajes',
  intro:
    'Los avisos por WhatsApp que traen de vuelta a tus aprendices: enciende cada tipo, elige cuándo sale y escribe su texto en español e inglés.',
  window:
    'WhatsApp deja enviar el texto tal cual solo en las 24 horas después del último mensaje de la persona; fuera de ese plazo se envía la plantilla aprobada por Meta.',
  loading: 'Cargando los mensajes…',
  error: 'No pudimos cargar los mensajes.',
  kinds: {
    stopped_mid_lesson: {
      name: 'Lección a medias',
      description: 'A quien dejó una lección sin terminar hace unos días: le lleva a la parte donde se quedó.',
    },
    new_module: {
      name: 'Módulo nuevo',
      description: 'Cuando publicas un módulo, a quienes tienen el tipo de negocio para el que es.',
    },
    webinar_reminder: {
      name: 'Recordatorio de webinar',
      description: 'Un día y una hora antes de un webinar, a quienes canjearon su código.',
    },
    achievement_earned: {
      name: 'Logro ganado',
      description: 'Cuando alguien gana un logro al terminar un módulo.',
    },
  },
  codeMessage: {
    name: 'Código de un webinar',
    description:
      'Lo envías desde Premios: «Ganadores» de un logro y «Enviar códigos». Sus palabras son fijas y llevan el nombre de tu marca; por WhatsApp, fuera de las 24 horas, sale como la plantilla aprobada.',
    variables:
      'En el texto, {{1}} es el nombre de la persona, {{2}} el webinar, {{3}} su fecha, {{4}} el código, {{5}} el enlace al premio y {{6}} el enlace para darse de baja.',
  },
  summary: {
    on: 'Activo',
    off: 'Apagado',
    sends: 'Sale {{when}}.',
    at: 'a las {{hour}}',
    afterDays_one: 'después de {{count}} día',
    afterDays_other: 'después de {{count}} días',
  },
  fields: {
    enabled: 'Enviar este mensaje',
    afterDays: 'Días sin avanzar antes de enviarlo',
    afterDaysHint: 'De 1 a 60 días desde que abrió por última vez la lección sin terminarla.',
    sendHour: 'Hora de envío',
    sendHourHint: 'En la hora de cada aprendiz; nunca en sus horas de descanso.',
    body: 'Texto en {{language}}',
  },
  languages: { es: 'español', en: 'inglés' },
  template: {
    insert: 'Insertar:',
    placeholders: { name: 'nombre del aprendiz', lesson: 'título de la lección' },
    insertLabel: 'Insertar {{placeholder}} ({{what}})',
    count: '{{count}} de {{max}} caracteres',
    over: '{{count}} de {{max}} caracteres: sobran {{over}}',
    limit:
      'WhatsApp admite plantillas de hasta {{max}} caracteres. El enlace a la lección y la forma de darse de baja se añaden al final.',
  },
  approval: {
    title: 'Plantilla de WhatsApp en {{language}}',
    codeTitle: 'Plantilla de WhatsApp del código en {{language}}',
    status: {
      approved: 'Aprobada',
      pending: 'En revisión',
      rejected: 'Rechazada',
      not_submitted: 'Sin enviar',
    },
    reason: 'Motivo de Meta: {{reason}}',
    inUse: 'Se envía como «{{name}}», con este texto aprobado:',
    noneApproved: 'Meta aún no aprobó ninguna versión: fuera de las 24 horas se intenta con «{{name}}».',
    latest: {
      pending: 'Meta revisa «{{name}}», con este texto:',
      rejected: 'Meta rechazó «{{name}}», con este texto:',
    },
    changed: 'El texto guardado aún no tiene la aprobación de Meta: envíalo para usarlo fuera de las 24 horas.',
    changedWords:
      'El texto cambió (por ejemplo, el nombre de tu marca) y aún no tiene la aprobación de Meta. Se enviaría así:',
    submit: 'Enviar a aprobación',
    submitLabel: 'Enviar a aprobación el texto en {{language}}',
    saveFirst: 'Guarda los cambios antes de enviarlos a aprobación.',
    submitted: {
      approved: 'Meta aprobó el texto en {{language}}.',
      pending: 'El texto en {{language}} está en revisión en Meta.',
      rejected: 'Meta rechazó el texto en {{language}}.',
    },
    unavailable: 'WhatsApp no recibió el texto. Inténtalo de nuevo en unos minutos.',
    unchanged: 'Meta ya tiene este texto: cámbialo antes de enviarlo otra vez.',
    failed: 'No pudimos enviar el texto a aprobación.',
    loading: 'Cargando el estado de la plantilla…',
    error: 'No pudimos saber el estado de la plantilla.',
  },
  preview: {
    label: 'Vista previa en WhatsApp ({{language}})',
    sample: 'Así lo leería {{name}}, con la lección «{{lesson}}».',
    waiting: 'Preparando la vista previa…',
    invalid: 'La vista previa aparece cuando el texto es válido.',
    error: 'No pudimos preparar la vista previa.',
    outside: 'Fuera de las 24 horas, la plantilla «{{name}}»:',
    outsideUnapproved: 'Fuera de las 24 horas, «{{name}}» (sin aprobación de Meta):',
    outsideSame: 'Fuera de las 24 horas sale igual, como la plantilla aprobada «{{name}}».',
  },
  errors: {
    afterDays: 'Escribe un número de días entre 1 y 60.',
    bodyRequired: 'Escribe el texto del mensaje.',
    bodyTooLong: 'El texto pasa del límite de WhatsApp: acórtalo.',
    bodyInvalid: 'Usa solo {nombre} y {leccion} entre llaves.',
  },
  edit: 'Editar',
  close: 'Cerrar',
  save: 'Guardar «{{kind}}»',
  saved: '«{{kind}}» guardado.',
  stats: {
    title: 'Resultados por semana',
    intro: 'Cuántos mensajes salieron, llegaron, se leyeron, se abrieron y cuántas personas volvieron a aprender.',
    kindFilter: 'Tipo de mensaje',
    allKinds: 'Todos los tipos',
    loading: 'Cargando los resultados…',
    error: 'No pudimos cargar los resultados.',
    emptyTitle: 'Aún no se ha enviado nada',
    empty: 'Cuando enciendas un tipo de mensaje y salgan los primeros, verás aquí cómo les va semana a semana.',
    chartTitle: 'Mensajes por semana',
    chartSummary:
      'De la semana del {{from}} a la del {{to}}: {{sent}} enviados, {{read}} leídos, {{clicked}} abiertos y {{returned}} que volvieron a aprender.',
    tableTitle: 'Por tipo y semana',
    columns: {
      week: 'Semana del',
      kind: 'Tipo',
      sent: 'Enviados',
      delivered: 'Entregados',
      read: 'Leídos',
      clicked: 'Abiertos',
      returned: 'Volvieron',
      failed: 'Fallidos',
    },
  },
};
