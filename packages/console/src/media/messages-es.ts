/** The media uploader's words in Spanish (console → media). */
export const mediaEs = {
  upload: {
    label: {
      video: 'Video',
      caption: 'Subtítulos',
      pdf: 'Archivo PDF',
      image: 'Imagen',
    },
    hint: {
      video: 'MP4 o WebM, hasta {{max}}. Si se corta la conexión, la subida sigue donde quedó.',
      caption: 'Archivo WebVTT (.vtt), hasta {{max}}.',
      pdf: 'PDF, hasta {{max}}.',
      image: 'JPG, PNG o WebP, hasta {{max}}. Se guarda en los tamaños que usa el sitio.',
    },
    progressLabel: 'Subida de {{name}}',
    progressText: '{{percent}} % · {{done}} de {{total}}',
    status: {
      uploading: 'Subiendo {{name}}…',
      resumed: 'Seguimos la subida de {{name}} donde quedó ({{percent}} %).',
      paused: 'Subida en pausa.',
      retrying: 'Se perdió la conexión. Reintentando…',
      offline: 'Sin conexión. La subida seguirá sola cuando vuelva.',
      checking: 'Revisando el archivo…',
      done: '{{name}} se subió.',
    },
    choose: 'Elegir archivo',
    noFile: 'Ningún archivo elegido',
    pause: 'Pausar',
    resume: 'Reanudar',
    another: 'Subir otro archivo',
    errors: {
      wrong_type: 'Este archivo no es {{expected}}. Revisamos su contenido, no su nombre.',
      too_large: 'El archivo es demasiado grande: el máximo es {{max}}.',
      invalid_captions: 'Los subtítulos no son WebVTT válido. Revisa el encabezado WEBVTT y los tiempos.',
      invalid_captions_line: 'Los subtítulos no son WebVTT válido: revisa la línea {{line}}.',
      invalid_image: 'No pudimos leer la imagen. Prueba con otro archivo JPG, PNG o WebP.',
      unreadable_video:
        'No pudimos leer la duración del video: su archivo MP4 o WebM no la indica. Expórtalo de nuevo desde tu editor o cámara y vuelve a subirlo.',
      forbidden: 'Tu cuenta no puede subir archivos para este aliado.',
      quota_exceeded:
        'El archivo no cabe en el espacio que le queda a tu aliado. Borra archivos que ya no uses o pide más espacio.',
      too_many_uploads:
        'Hay demasiadas subidas sin terminar a la vez. Termina o cancela alguna (las abandonadas se borran en 24 horas) y vuelve a intentarlo.',
      upload_failed: 'No se pudo subir el archivo. Inténtalo de nuevo.',
    },
    expected: {
      video: 'un video MP4 o WebM',
      caption: 'un archivo WebVTT',
      pdf: 'un PDF',
      image: 'una imagen JPG, PNG o WebP',
    },
    size: '{{value}} MB',
    sizeKb: '{{value}} KB',
  },
  usage: {
    line: 'Usas {{used}} de {{quota}}',
  },
  picture: {
    upload: 'Subir una imagen',
    none: 'Sin imagen',
    untitled: 'Imagen elegida',
  },
};
