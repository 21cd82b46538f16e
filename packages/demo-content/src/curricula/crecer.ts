import { checkPart, trueOrFalse } from '../checks';
import type { DemoModule } from '../types';

/** Crecer: a school for neighbourhood shops (tiendas de barrio, abarrotes). */
export const crecerModules: DemoModule[] = [
  {
    title: 'Inventario sin sorpresas',
    certifying: true,
    description: 'Ten siempre lo que tus clientes buscan, sin dinero dormido en el almacén.',
    lessons: [
      {
        title: 'Cuenta tu inventario en una hora',
        summary: 'Un método rápido para contar lo que tienes sin cerrar la tienda.',
        introduction:
          'Contar el inventario no tiene que llevar un día entero. Organiza el conteo por zonas y hazlo en una hora.',
        publishedDaysAgo: 45,
        views: 73,
        parts: [
          {
            kind: 'video',
            title: 'Conteo por zonas',
            content: 'Video: divide la tienda en anaqueles y cuenta de arriba abajo.',
            minutes: 6,
          },
          {
            kind: 'download',
            title: 'Hoja de conteo',
            content: 'Formato para registrar existencias por producto y zona.',
            minutes: 3,
          },
        ],
      },
      {
        title: 'Los productos que más dinero te dejan',
        summary: 'Identifica el 20 % de productos que genera la mayor parte de tu ganancia.',
        introduction:
          'No todos los productos valen lo mismo para tu tienda. Aprende a clasificarlos y a cuidar los más rentables.',
        publishedDaysAgo: 21,
        views: 95,
        parts: [
          {
            kind: 'reading',
            title: 'Clasificación ABC',
            content: 'Ordena tus productos por ventas y margen para decidir qué nunca debe faltar.',
            minutes: 5,
          },
          {
            kind: 'video',
            title: 'Ejemplo en una tienda de abarrotes',
            content: 'Video: refrescos, botanas y abarrotes básicos comparados.',
            minutes: 7,
          },
          {
            kind: 'download',
            title: 'Plantilla ABC',
            content: 'Hoja de cálculo que clasifica tus productos automáticamente.',
            minutes: 4,
          },
        ],
      },
      {
        title: 'Compra a proveedores sin quedarte corto',
        summary: 'Calcula cuánto pedir y cada cuánto, para no agotar ni acumular.',
        introduction:
          'Pedir de más inmoviliza tu dinero; pedir de menos te hace perder ventas. Encuentra el punto justo.',
        publishedDaysAgo: 7,
        views: 26,
        parts: [
          {
            kind: 'video',
            title: 'El punto de reorden',
            content: 'Video: cuándo volver a pedir según tus ventas diarias.',
            minutes: 6,
          },
          {
            kind: 'reading',
            title: 'Negocia con tus proveedores',
            content: 'Plazos de pago, devoluciones y promociones que puedes pedir.',
            minutes: 5,
          },
          checkPart({
            questions: [
              {
                kind: 'single',
                prompt: '¿Qué es el punto de reorden?',
                review: 'El punto de reorden',
                options: [
                  {
                    text: 'La cantidad en la que vuelves a pedir, antes de que se acabe',
                    correct: true,
                    feedback: 'Eso es: pides a tiempo según lo que vendes cada día.',
                  },
                  {
                    text: 'El día del mes en que pagas al proveedor',
                    correct: false,
                    feedback: 'Eso es un plazo de pago; el punto de reorden mira tus existencias.',
                  },
                  {
                    text: 'El momento en que el anaquel ya está vacío',
                    correct: false,
                    feedback: 'Entonces ya es tarde: pierdes ventas mientras llega el pedido.',
                  },
                ],
              },
              {
                kind: 'multiple',
                prompt: '¿Qué puedes negociar con tus proveedores?',
                review: 'Negocia con tus proveedores',
                options: [
                  { text: 'Plazos de pago', correct: true },
                  { text: 'Devoluciones de lo que no se vende', correct: true },
                  {
                    text: 'El precio al que vendes en tu tienda',
                    correct: false,
                    feedback: 'Tu precio de venta lo decides tú, no el proveedor.',
                  },
                ],
              },
              trueOrFalse(
                'Si vendes 10 piezas al día y el pedido tarda 3 días, conviene pedir cuando te queden unas 30.',
                true,
                {
                  right: 'Exacto: 10 por 3 días, y el pedido llega antes de que se acabe.',
                  wrong: 'Haz la cuenta: 10 piezas por 3 días son 30.',
                },
                'El punto de reorden',
              ),
            ],
          }),
        ],
      },
    ],
  },
  {
    title: 'Marketing digital para tu tienda',
    description: 'Usa WhatsApp y redes sociales para que tus vecinos te compren más seguido.',
    lessons: [
      {
        title: 'Tu tienda en WhatsApp Business',
        summary: 'Configura tu perfil, catálogo y mensajes automáticos para recibir pedidos.',
        introduction: 'Tus clientes ya usan WhatsApp. Conviértelo en tu mostrador digital con un perfil de negocio.',
        publishedDaysAgo: 28,
        views: 61,
        parts: [
          {
            kind: 'video',
            title: 'Perfil y catálogo',
            content: 'Video: horario, ubicación y catálogo con precios.',
            minutes: 7,
          },
          {
            kind: 'reading',
            title: 'Mensajes de bienvenida y ausencia',
            content: 'Textos listos para copiar que responden cuando no puedes atender.',
            minutes: 3,
          },
        ],
      },
      {
        title: 'Fotos que venden con tu celular',
        summary: 'Luz, fondo y encuadre para que tus productos se vean antojables.',
        introduction: 'Una buena foto vende más que una descripción larga. Aprende trucos sencillos con tu celular.',
        publishedDaysAgo: 12,
        views: 38,
        parts: [
          {
            kind: 'video',
            title: 'Luz natural y fondo limpio',
            content: 'Video: fotografía de productos junto a una ventana.',
            minutes: 5,
          },
          {
            kind: 'reading',
            title: 'Errores comunes',
            content: 'Fotos oscuras, movidas o con demasiadas cosas: cómo evitarlas.',
            minutes: 3,
          },
        ],
      },
      {
        title: 'Promociones de temporada en redes',
        summary: 'Planea tus publicaciones para el regreso a clases, fiestas patrias y fin de año.',
        introduction: 'Las temporadas mueven las ventas del barrio. Prepara promociones con un calendario sencillo.',
        publishedDaysAgo: 3,
        views: 5,
        parts: [
          {
            kind: 'download',
            title: 'Calendario de temporadas',
            content: 'Fechas clave del año y productos que más se venden en cada una.',
            minutes: 3,
          },
          {
            kind: 'video',
            title: 'Una promoción en tres publicaciones',
            content: 'Video: anuncio, recordatorio y último día.',
            minutes: 6,
          },
          checkPart({
            maxAttempts: 3,
            questions: [
              {
                kind: 'single',
                prompt: '¿Cuántas publicaciones lleva una promoción de temporada?',
                review: 'Una promoción en tres publicaciones',
                options: [
                  {
                    text: 'Una, el día de la venta',
                    correct: false,
                    feedback: 'Una sola publicación se pierde entre las demás: anuncia, recuerda y cierra.',
                  },
                  {
                    text: 'Tres: anuncio, recordatorio y último día',
                    correct: true,
                    feedback: '¡Eso! Tres publicaciones mantienen viva la promoción.',
                  },
                  {
                    text: 'Una cada hora durante la semana',
                    correct: false,
                    feedback: 'Tantas cansan a tus clientes.',
                  },
                ],
              },
              {
                kind: 'multiple',
                prompt: '¿Qué fechas conviene marcar en tu calendario de temporadas?',
                review: 'Calendario de temporadas',
                options: [
                  { text: 'El regreso a clases', correct: true },
                  { text: 'Las fiestas patrias', correct: true },
                  {
                    text: 'El cumpleaños de tu proveedor',
                    correct: false,
                    feedback: 'Esa fecha no mueve las ventas de tu barrio.',
                  },
                ],
              },
              trueOrFalse('Conviene preparar las promociones con anticipación.', true, {
                right: 'Así tienes tiempo para las fotos y la mercancía.',
                wrong: 'Prepararlas antes te da tiempo para las fotos.',
              }),
            ],
          }),
        ],
      },
      {
        title: 'Programa de lealtad para tu barrio',
        summary: 'Tarjetas de sellos y beneficios para que tus clientes regresen.',
        introduction: 'Borrador: lección en preparación.',
        publishedDaysAgo: null,
        views: 0,
        parts: [
          {
            kind: 'reading',
            title: 'Tarjeta de sellos',
            content: 'Cómo diseñar una tarjeta sencilla y qué premio ofrecer.',
            minutes: 4,
          },
          {
            kind: 'download',
            title: 'Tarjeta imprimible',
            content: 'Diseño listo para imprimir con diez casillas de sellos.',
            minutes: 2,
          },
        ],
      },
    ],
  },
];
