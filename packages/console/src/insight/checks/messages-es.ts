/** Words of the console's knowledge-check results (`consola/comprobaciones`). */
export const checksEs = {
  title: 'Comprobaciones',
  intro:
    'Cómo respondieron las comprobaciones de tus lecciones en el periodo: cuántas personas las aprobaron, en cuántos intentos y qué preguntas cuestan más. Cada intento cuenta en las respuestas de una pregunta.',
  loadError: 'No pudimos cargar los resultados de las comprobaciones.',
  emptyTitle: 'Aún no hay comprobaciones',
  empty:
    'Ninguna de tus lecciones tiene una comprobación. Añade una parte «Comprobación» a una lección en Módulos y aquí verás cómo la responden.',
  toModules: 'Ir a Módulos',
  hardestTitle: 'Las preguntas más difíciles',
  hardestIntro:
    'Las preguntas que menos personas acertaron en el periodo, entre las que tienen al menos {{min}} respuestas.',
  hardestEmpty:
    'Aún no hay preguntas que mostrar: una pregunta aparece aquí cuando tiene al menos {{min}} respuestas en el periodo.',
  checkInLesson: '{{check}} · lección {{lesson}}',
  rightShare: '{{percent}} acertó',
  noAnswers: 'Sin respuestas',
  answers_one: '{{value}} respuesta',
  answers_other: '{{value}} respuestas',
  mostChosenWrong_one: 'La respuesta equivocada más elegida: «{{text}}» ({{value}} vez)',
  mostChosenWrong_other: 'La respuesta equivocada más elegida: «{{text}}» ({{value}} veces)',
  lesson: 'Lección: {{lesson}}',
  tried: 'Lo intentaron',
  passed: 'Aprobaron',
  passRate: 'Aprobaron (%)',
  attempts: 'Intentos en total',
  averageTries: 'Aprobaron en el intento {{value}} en promedio.',
  nobodyPassed: 'Nadie la aprobó en este periodo.',
  nobodyTried: 'Nadie la intentó en este periodo.',
  questionsCaption: 'Preguntas de {{check}} ({{lesson}})',
  question: 'Pregunta',
  answered: 'Respuestas',
  right: 'Correctas (%)',
  wrongColumn: 'La incorrecta más elegida (veces)',
  wrongCell: '«{{text}}» ({{value}})',
};
