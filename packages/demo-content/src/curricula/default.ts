import { checkPart, trueOrFalse } from '../checks';
import type { DemoModule } from '../types';

/**
 * What an ally the demo world does not name (a new brands/<code>/ folder) teaches, so its site has
 * lessons from the first start. Written for any small business, in every country the ally offers.
 */
export const defaultModules: DemoModule[] = [
  {
    title: 'Primeros pasos para tu negocio',
    certifying: true,
    description: 'Ordena lo básico: qué vendes, a qué precio y cuánto dinero entra y sale cada semana.',
    lessons: [
      {
        title: 'Define qué vendes y a quién',
        summary: 'Describe en una frase tu producto estrella y a la persona que más lo compra.',
        introduction:
          'Un negocio claro se explica en una frase. En esta lección escribirás la tuya y la usarás para decidir qué vender primero.',
        publishedDaysAgo: 30,
        views: 42,
        parts: [
          {
            kind: 'video',
            title: 'Tu negocio en una frase',
            content: 'Video: tres ejemplos de negocios que se presentan en diez segundos.',
            minutes: 5,
          },
          {
            kind: 'reading',
            title: 'Tu producto estrella',
            content: 'Cómo reconocer el producto que más vendes y más te deja, y por qué cuidarlo.',
            minutes: 4,
          },
        ],
      },
      {
        title: 'Pon precios que te dejen ganancia',
        summary: 'Suma tus costos, agrega tu margen y revisa el precio de la competencia.',
        introduction:
          'Vender mucho no sirve si cada venta te cuesta dinero. Calcula un precio que sí te deje ganancia.',
        publishedDaysAgo: 16,
        views: 27,
        parts: [
          {
            kind: 'reading',
            title: 'Costo, margen y precio',
            content: 'La fórmula sencilla: lo que te cuesta, más lo que quieres ganar, comparado con el mercado.',
            minutes: 5,
          },
          {
            kind: 'download',
            title: 'Calculadora de precios',
            content: 'Hoja de cálculo para obtener el precio de cada producto a partir de sus costos.',
            minutes: 3,
          },
          {
            kind: 'video',
            title: 'Ejemplo: una cocina económica',
            content: 'Video: el precio de una comida corrida, paso a paso.',
            minutes: 6,
          },
        ],
      },
      {
        title: 'Lleva tus cuentas en una libreta',
        summary: 'Anota lo que entra y lo que sale cada día y descubre cuánto ganas de verdad.',
        introduction:
          'No necesitas un sistema caro: una libreta y diez minutos al día bastan para conocer tus números.',
        publishedDaysAgo: 5,
        views: 11,
        parts: [
          {
            kind: 'video',
            title: 'Entradas y salidas del día',
            content: 'Video: cómo anotar ventas y gastos al cerrar tu negocio.',
            minutes: 5,
          },
          {
            kind: 'download',
            title: 'Formato de registro diario',
            content: 'Plantilla imprimible para anotar tus ventas y gastos de una semana.',
            minutes: 2,
          },
          checkPart({
            questions: [
              {
                kind: 'single',
                prompt: '¿Cuándo conviene anotar las ventas y los gastos del día?',
                review: 'Entradas y salidas del día',
                options: [
                  {
                    text: 'Al cerrar el negocio, cada día',
                    correct: true,
                    feedback: 'Así no se te olvida nada y ves cómo te fue.',
                  },
                  {
                    text: 'A fin de mes, de memoria',
                    correct: false,
                    feedback: 'De memoria se pierden los gastos pequeños.',
                  },
                  {
                    text: 'Solo los días en que vendes mucho',
                    correct: false,
                    feedback: 'Los días flojos también cuentan.',
                  },
                ],
              },
              {
                kind: 'multiple',
                prompt: '¿Qué anotas en tu libreta?',
                review: 'Formato de registro diario',
                options: [
                  { text: 'Lo que vendiste', correct: true },
                  { text: 'Lo que gastaste en el negocio', correct: true },
                  {
                    text: 'Lo que esperas vender el próximo año',
                    correct: false,
                    feedback: 'Eso es una meta: en la libreta va lo que pasó.',
                  },
                ],
              },
              trueOrFalse('Mezclar el dinero de la casa con el del negocio te ayuda a saber si ganas.', false, {
                right: 'Correcto: separarlo te deja ver la ganancia real.',
                wrong: 'Mezclarlo esconde si el negocio gana o pierde.',
              }),
            ],
          }),
        ],
      },
    ],
  },
  {
    title: 'Atrae y cuida a tus clientes',
    description: 'Consigue clientes nuevos desde tu celular y haz que los de siempre regresen.',
    lessons: [
      {
        title: 'Tu negocio en WhatsApp',
        summary: 'Un perfil de empresa con horario, ubicación y catálogo para recibir pedidos.',
        introduction: 'Tus clientes ya están en WhatsApp. Prepara un perfil que responda por ti cuando estás ocupado.',
        publishedDaysAgo: 24,
        views: 35,
        parts: [
          {
            kind: 'video',
            title: 'Perfil de empresa paso a paso',
            content: 'Video: nombre, horario, ubicación y catálogo en WhatsApp Business.',
            minutes: 6,
          },
          {
            kind: 'reading',
            title: 'Respuestas rápidas',
            content: 'Mensajes listos para precios, horarios y envíos que puedes copiar hoy.',
            minutes: 3,
          },
        ],
      },
      {
        title: 'Atiende para que regresen',
        summary: 'Saluda por su nombre, recomienda con honestidad y resuelve las quejas a tiempo.',
        introduction: 'Un cliente bien atendido vuelve y trae a otros. Practica tres hábitos que cuestan poco.',
        publishedDaysAgo: 10,
        views: 19,
        parts: [
          {
            kind: 'reading',
            title: 'Tres hábitos de buena atención',
            content: 'Saludar, recomendar y dar seguimiento: ejemplos de mostrador y de chat.',
            minutes: 4,
          },
          {
            kind: 'video',
            title: 'Cómo responder a una queja',
            content: 'Video: escuchar, disculparse y ofrecer una solución en menos de un minuto.',
            minutes: 5,
          },
        ],
      },
      {
        title: 'Promociones que sí funcionan',
        summary: 'Elige qué promover, por cuánto tiempo y cómo avisar a tus clientes.',
        introduction: 'Una buena promoción tiene fecha de fin y un objetivo claro. Arma la tuya en una tarde.',
        publishedDaysAgo: 3,
        views: 6,
        parts: [
          {
            kind: 'reading',
            title: 'Objetivo, producto y plazo',
            content: 'Decide si quieres atraer clientes nuevos o vender más a los de siempre.',
            minutes: 4,
          },
          {
            kind: 'download',
            title: 'Calendario de promociones',
            content: 'Plantilla para planear tus promociones del mes.',
            minutes: 2,
          },
          checkPart({
            questions: [
              {
                kind: 'single',
                prompt: '¿Qué decides primero al planear una promoción?',
                review: 'Objetivo, producto y plazo',
                options: [
                  {
                    text: 'Su objetivo: atraer clientes nuevos o vender más a los de siempre',
                    correct: true,
                    feedback: 'Eso es: el objetivo elige el producto y el plazo.',
                  },
                  {
                    text: 'El color del cartel',
                    correct: false,
                    feedback: 'El cartel viene después; primero, para qué la haces.',
                  },
                  {
                    text: 'El descuento más grande posible',
                    correct: false,
                    feedback: 'Un descuento sin objetivo puede hacerte perder dinero.',
                  },
                ],
              },
              {
                kind: 'multiple',
                prompt: '¿Qué debe tener una promoción?',
                review: 'Objetivo, producto y plazo',
                options: [
                  { text: 'Un producto elegido', correct: true },
                  { text: 'Una fecha en que termina', correct: true },
                  {
                    text: 'Un descuento en toda la tienda',
                    correct: false,
                    feedback: 'No hace falta: una promoción enfocada funciona mejor.',
                  },
                ],
              },
              trueOrFalse(
                'Una promoción sin fecha de fin anima a comprar pronto.',
                false,
                {
                  right: 'Correcto: la fecha de fin es la que anima a decidir.',
                  wrong: 'Sin fecha de fin nadie tiene prisa por comprar.',
                },
                'Calendario de promociones',
              ),
            ],
          }),
        ],
      },
    ],
  },
];
