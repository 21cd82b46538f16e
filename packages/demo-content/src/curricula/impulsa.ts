import { checkPart, trueOrFalse } from '../checks';
import type { DemoModule } from '../types';

/** Impulsa: general business skills for owners starting to formalise and grow. */
export const impulsaModules: DemoModule[] = [
  {
    title: 'Vende más y mejor',
    certifying: true,
    description: 'Conoce a tus clientes, arma una oferta clara y cierra más ventas sin bajar tus precios.',
    lessons: [
      {
        title: 'Conoce a tu cliente ideal',
        summary: 'Descubre quién te compra, por qué te compra y dónde encontrar a más personas como esa.',
        introduction:
          'Vender es más fácil cuando sabes a quién le hablas. En esta lección dibujarás el perfil de tu cliente ideal con preguntas sencillas.',
        publishedDaysAgo: 40,
        views: 57,
        parts: [
          {
            kind: 'video',
            title: '¿Quién te compra de verdad?',
            content: 'Video: tres preguntas para reconocer a tus mejores clientes.',
            minutes: 6,
          },
          {
            kind: 'reading',
            title: 'El perfil de tu cliente en una hoja',
            content: 'Edad, necesidades, horarios de compra y medios de pago: ordena lo que ya sabes de tus clientes.',
            minutes: 5,
          },
          {
            kind: 'download',
            title: 'Plantilla: perfil de cliente',
            content: 'Formato imprimible para completar con tus tres clientes más frecuentes.',
            minutes: 3,
          },
        ],
      },
      {
        title: 'Arma una oferta irresistible',
        summary: 'Combina productos, precios y beneficios en una propuesta que tus clientes entiendan en segundos.',
        introduction:
          'Una buena oferta responde a una necesidad concreta. Aprende a presentar paquetes y promociones sin regalar tu margen.',
        publishedDaysAgo: 25,
        views: 31,
        parts: [
          {
            kind: 'video',
            title: 'Paquetes que se venden solos',
            content: 'Video: cómo combinar productos de alta y baja rotación.',
            minutes: 7,
          },
          {
            kind: 'reading',
            title: 'Promociones sin perder dinero',
            content: 'Calcula el descuento máximo que puedes ofrecer sin vender por debajo de tu costo.',
            minutes: 6,
          },
        ],
      },
      {
        title: 'Cierra la venta con confianza',
        summary: 'Responde objeciones comunes y pide la compra con naturalidad.',
        introduction: '"Está caro" o "lo pienso" no son un no. Practica respuestas sencillas que ayudan a decidir.',
        publishedDaysAgo: 9,
        views: 12,
        parts: [
          {
            kind: 'video',
            title: 'Las cinco objeciones más comunes',
            content: 'Video: ejemplos reales de tiendas y servicios.',
            minutes: 8,
          },
          {
            kind: 'reading',
            title: 'Guion para pedir la venta',
            content: 'Frases cortas para cerrar en mostrador, por teléfono y por WhatsApp.',
            minutes: 4,
          },
          checkPart({
            questions: [
              {
                kind: 'single',
                prompt: 'Un cliente te dice «está caro». ¿Qué haces primero?',
                review: 'Las cinco objeciones más comunes',
                options: [
                  {
                    text: 'Bajas el precio de inmediato',
                    correct: false,
                    feedback: 'Bajar el precio a la primera te quita margen: primero entiende qué le preocupa.',
                  },
                  {
                    text: 'Le preguntas con qué lo compara y le explicas lo que incluye',
                    correct: true,
                    feedback: 'Eso es: una objeción es una pregunta; respóndela con lo que vale tu oferta.',
                  },
                  {
                    text: 'Le dices que en otro lado está más caro',
                    correct: false,
                    feedback: 'Compararte con otros sin escucharlo no responde su duda.',
                  },
                ],
              },
              {
                kind: 'multiple',
                prompt: '¿Cuáles de estas frases piden la venta con naturalidad?',
                review: 'Guion para pedir la venta',
                options: [
                  { text: '¿Te lo envuelvo o te lo mando por WhatsApp?', correct: true },
                  { text: '¿Lo apartamos para el viernes?', correct: true },
                  {
                    text: 'Avísame si algún día te interesa',
                    correct: false,
                    feedback: 'Deja la decisión en el aire: pide un paso concreto.',
                  },
                ],
              },
              trueOrFalse(
                '«Lo pienso» siempre significa que el cliente no quiere comprar.',
                false,
                {
                  right: 'Correcto: muchas veces le falta un dato o un empujón.',
                  wrong: 'No siempre: suele faltarle un dato; pregúntale qué le gustaría saber.',
                },
                'Las cinco objeciones más comunes',
              ),
            ],
          }),
        ],
      },
    ],
  },
  {
    title: 'Finanzas claras para tu negocio',
    description: 'Separa tu dinero del de tu negocio, calcula tus costos y planea tu flujo de efectivo.',
    lessons: [
      {
        title: 'Separa tus cuentas personales y del negocio',
        summary: 'El primer paso para saber si tu negocio gana dinero: cuentas separadas y un sueldo para ti.',
        introduction:
          'Mezclar el dinero de la casa con el del negocio esconde las pérdidas. Aprende a separarlo con una regla simple.',
        publishedDaysAgo: 35,
        views: 88,
        parts: [
          {
            kind: 'video',
            title: 'Por qué tu negocio necesita su propia cartera',
            content: 'Video: historias de negocios que crecieron al separar sus cuentas.',
            minutes: 5,
          },
          {
            kind: 'reading',
            title: 'Asígnate un sueldo',
            content: 'Cómo fijar un pago fijo para ti y dejar el resto trabajando en el negocio.',
            minutes: 4,
          },
        ],
      },
      {
        title: 'Calcula el costo real de tus productos',
        summary: 'Suma materia prima, mano de obra y gastos fijos para poner precios que sí dejan ganancia.',
        introduction:
          'Muchos negocios venden mucho y ganan poco porque no conocen su costo. Aquí lo calcularás paso a paso.',
        publishedDaysAgo: 18,
        views: 64,
        parts: [
          {
            kind: 'reading',
            title: 'Costos fijos y variables',
            content: 'Renta, luz y sueldos frente a insumos y empaques: qué cambia cuando vendes más.',
            minutes: 6,
          },
          {
            kind: 'download',
            title: 'Calculadora de costos',
            content: 'Hoja de cálculo para obtener el costo unitario y el precio sugerido.',
            minutes: 5,
          },
          {
            kind: 'video',
            title: 'Ejemplo: una panadería',
            content: 'Video: el costo de una concha, del horno al mostrador.',
            minutes: 7,
          },
        ],
      },
      {
        title: 'Planea tu flujo de efectivo',
        summary: 'Anticipa los meses flojos y ten dinero para pagar a tiempo a proveedores.',
        introduction:
          'El flujo de efectivo te dice cuándo entra y sale el dinero. Con él evitas quedarte sin liquidez.',
        publishedDaysAgo: 4,
        views: 9,
        parts: [
          {
            kind: 'video',
            title: 'Entradas y salidas semana a semana',
            content: 'Video: cómo llenar un flujo de efectivo de 12 semanas.',
            minutes: 8,
          },
          {
            kind: 'download',
            title: 'Plantilla de flujo de efectivo',
            content: 'Hoja de cálculo con ejemplos de ventas de temporada.',
            minutes: 4,
          },
          checkPart({
            questions: [
              {
                kind: 'single',
                prompt: '¿Qué muestra un flujo de efectivo?',
                review: 'Entradas y salidas semana a semana',
                options: [
                  {
                    text: 'El dinero que entra y sale cada semana',
                    correct: true,
                    feedback: 'Así ves con tiempo las semanas en que te faltará dinero.',
                  },
                  {
                    text: 'Cuánto vale tu negocio',
                    correct: false,
                    feedback: 'Eso es una valuación; el flujo sigue el dinero semana a semana.',
                  },
                  {
                    text: 'Solo tus ventas del mes',
                    correct: false,
                    feedback: 'Las ventas son solo las entradas: también cuentan las salidas.',
                  },
                ],
              },
              {
                kind: 'multiple',
                prompt: '¿Qué anotas como salidas en tu flujo?',
                review: 'Plantilla de flujo de efectivo',
                options: [
                  { text: 'La renta del local', correct: true },
                  { text: 'El pago a proveedores', correct: true },
                  {
                    text: 'Una venta de contado',
                    correct: false,
                    feedback: 'Una venta es una entrada de dinero, no una salida.',
                  },
                ],
              },
              trueOrFalse('Conviene planear varias semanas adelante, no solo la que viene.', true, {
                right: 'Sí: doce semanas te dejan ver venir las temporadas bajas.',
                wrong: 'Planear solo la semana que viene no te avisa de las temporadas bajas.',
              }),
            ],
          }),
        ],
      },
    ],
  },
  {
    title: 'Facturación electrónica en Colombia',
    description: 'Cumple con la DIAN sin complicaciones y usa tus facturas para conocer mejor tu negocio.',
    country: 'co',
    lessons: [
      {
        title: '¿Quién debe facturar electrónicamente?',
        summary: 'Revisa si tu negocio está obligado y qué plazos aplican.',
        introduction:
          'La factura electrónica es obligatoria para muchos negocios en Colombia. Averigua tu caso en minutos.',
        publishedDaysAgo: 30,
        views: 22,
        parts: [
          {
            kind: 'reading',
            title: 'Obligados y no obligados',
            content: 'Criterios de ingresos y actividad económica explicados con ejemplos.',
            minutes: 5,
          },
          {
            kind: 'video',
            title: 'Tu RUT al día',
            content: 'Video: cómo revisar y actualizar tu RUT antes de facturar.',
            minutes: 6,
          },
        ],
      },
      {
        title: 'Tu primera factura electrónica',
        summary: 'Emite una factura paso a paso con el facturador gratuito.',
        introduction:
          'Te acompañamos en la emisión de tu primera factura, desde el registro hasta el envío al cliente.',
        publishedDaysAgo: 14,
        views: 17,
        parts: [
          {
            kind: 'video',
            title: 'Registro en el facturador gratuito',
            content: 'Video: habilitación como facturador paso a paso.',
            minutes: 9,
          },
          {
            kind: 'download',
            title: 'Lista de verificación',
            content: 'Los datos que necesitas de tu cliente antes de facturar.',
            minutes: 2,
          },
        ],
      },
      {
        title: 'Notas crédito y devoluciones',
        summary: 'Corrige una factura o registra una devolución sin problemas con la DIAN.',
        introduction: 'Equivocarse pasa. Aprende a anular o corregir una factura con una nota crédito.',
        publishedDaysAgo: 2,
        views: 3,
        parts: [
          {
            kind: 'reading',
            title: 'Cuándo usar una nota crédito',
            content: 'Errores de precio, devoluciones y descuentos posteriores a la venta.',
            minutes: 4,
          },
          {
            kind: 'video',
            title: 'Emitir una nota crédito',
            content: 'Video: corrección de una factura paso a paso.',
            minutes: 5,
          },
          checkPart({
            questions: [
              {
                kind: 'single',
                prompt: 'Vendiste con un precio equivocado y ya emitiste la factura. ¿Qué haces?',
                review: 'Cuándo usar una nota crédito',
                options: [
                  {
                    text: 'Emito una nota crédito que corrige la factura',
                    correct: true,
                    feedback: 'Eso es: la nota crédito corrige sin borrar la factura.',
                  },
                  {
                    text: 'Borro la factura y hago otra',
                    correct: false,
                    feedback: 'Una factura electrónica no se borra: se corrige con una nota crédito.',
                  },
                  {
                    text: 'No hago nada',
                    correct: false,
                    feedback: 'El error quedaría en tus cuentas y en las de tu cliente.',
                  },
                ],
              },
              {
                kind: 'multiple',
                prompt: '¿En cuáles de estos casos usas una nota crédito?',
                review: 'Cuándo usar una nota crédito',
                options: [
                  { text: 'Una devolución de mercancía', correct: true },
                  { text: 'Un descuento dado después de la venta', correct: true },
                  {
                    text: 'Una venta nueva al mismo cliente',
                    correct: false,
                    feedback: 'Una venta nueva lleva su propia factura.',
                  },
                ],
              },
              trueOrFalse(
                'La nota crédito debe referirse a la factura que corrige.',
                true,
                { right: 'Así queda claro qué factura cambia.', wrong: 'Sí debe: así se sabe qué factura corrige.' },
                'Emitir una nota crédito',
              ),
            ],
          }),
        ],
      },
    ],
  },
];
