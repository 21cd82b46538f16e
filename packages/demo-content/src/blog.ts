import { postCoverUrl } from './covers/cover-urls';
// Blog posts per country: short, practical and in the local Spanish (pesos, DIAN, SAT...).

export interface DemoPost {
  slug: string;
  title: string;
  excerpt: string;
  author: string;
  daysAgo: number;
  /** HTML as an editor would write it; sanitised before it is stored. */
  body: string;
  /** The cover illustration, served by the API under /media/ (generated: src/covers). */
  cover: string;
}

const p = (...paragraphs: string[]) => paragraphs.map((text) => `<p>${text}</p>`).join('');

const WRITTEN: Record<string, Omit<DemoPost, 'cover'>[]> = {
  mx: [
    {
      slug: 'cinco-errores-al-poner-precios',
      title: 'Cinco errores al poner precios en tu negocio',
      excerpt: 'Copiar el precio de la competencia o olvidar la renta son los más comunes.',
      author: 'Mariana López',
      daysAgo: 2,
      body: `${p('Poner precios «a ojo» es la forma más rápida de trabajar mucho y ganar poco.')}<h2>Los errores</h2><ol><li>Copiar a la competencia sin conocer tu costo.</li><li>Olvidar la renta, la luz y tu propio sueldo.</li><li>Dar descuentos a todos.</li><li>No revisar precios cuando sube el proveedor.</li><li>Redondear siempre hacia abajo.</li></ol>`,
    },
    {
      slug: 'whatsapp-business-para-tu-tienda',
      title: 'WhatsApp Business: tu tienda abierta las 24 horas',
      excerpt: 'Catálogo, respuestas rápidas y etiquetas para no perder ningún pedido.',
      author: 'Valentina Ortiz',
      daysAgo: 5,
      body: `${p('Tus vecinos ya te escriben por WhatsApp. Con la versión Business puedes mostrar tu catálogo y responder aunque estés atendiendo.')}<ul><li><strong>Catálogo</strong> con precio y foto.</li><li><strong>Respuestas rápidas</strong> para horarios y envíos.</li><li><strong>Etiquetas</strong> para pedidos pendientes y pagados.</li></ul>`,
    },
    {
      slug: 'como-separar-tus-cuentas',
      title: 'Cómo separar el dinero de tu casa y el de tu negocio',
      excerpt: 'Una cuenta para el negocio y un sueldo fijo para ti: así empiezas.',
      author: 'Mariana López',
      daysAgo: 9,
      body: p(
        'Si pagas el súper con la caja de la tienda, nunca sabrás si tu negocio gana.',
        'Abre una cuenta solo para el negocio, deposita ahí todas las ventas y págate un sueldo cada semana.',
      ),
    },
    {
      slug: 'inventario-en-una-hora',
      title: 'Cuenta tu inventario en una hora',
      excerpt: 'Divide tu tienda por zonas y cuenta de arriba hacia abajo.',
      author: 'Jorge Castillo',
      daysAgo: 14,
      body: p(
        'Elige un día tranquilo, imprime la hoja de conteo y asigna una zona a cada persona.',
        'Empieza por los productos que más vendes: son los que no pueden faltar.',
      ),
    },
    {
      slug: 'regimen-simplificado-de-confianza',
      title: 'Régimen Simplificado de Confianza: ¿te conviene?',
      excerpt: 'Lo que debes saber antes de darte de alta ante el SAT.',
      author: 'Mariana López',
      daysAgo: 20,
      body: `${p('El RESICO permite pagar impuestos con tasas bajas si tus ingresos no pasan del límite anual.')}<blockquote>Consulta siempre con una persona contadora antes de cambiar de régimen.</blockquote>`,
    },
    {
      slug: 'fotos-de-producto-con-el-celular',
      title: 'Fotos de producto que venden, tomadas con tu celular',
      excerpt: 'Luz de ventana, fondo blanco y el producto al centro.',
      author: 'Valentina Ortiz',
      daysAgo: 27,
      body: p('No necesitas cámara profesional: una ventana y una cartulina blanca bastan.'),
    },
    {
      slug: 'temporada-de-regreso-a-clases',
      title: 'Prepara tu negocio para el regreso a clases',
      excerpt: 'Útiles, uniformes y loncheras: planea tus compras con tiempo.',
      author: 'Jorge Castillo',
      daysAgo: 35,
      body: p('Haz tu pedido al proveedor tres semanas antes y anuncia tus paquetes escolares en redes.'),
    },
    {
      slug: 'clientes-que-regresan',
      title: 'Clientes que regresan: la tarjeta de sellos',
      excerpt: 'Un premio sencillo hace que tus clientes vuelvan cada semana.',
      author: 'Jorge Castillo',
      daysAgo: 44,
      body: p('Diez sellos, un café gratis: las tarjetas de lealtad funcionan porque son fáciles de entender.'),
    },
  ],
  co: [
    {
      slug: 'factura-electronica-sin-miedo',
      title: 'Factura electrónica sin miedo',
      excerpt: 'Qué necesitas para facturar con la DIAN desde tu celular.',
      author: 'Mariana López',
      daysAgo: 1,
      body: `${p('La factura electrónica es obligatoria para muchos negocios en Colombia. El facturador gratuito de la DIAN te permite empezar hoy.')}<ul><li>RUT actualizado.</li><li>Firma electrónica.</li><li>Datos de tu cliente.</li></ul>`,
    },
    {
      slug: 'tu-tienda-de-barrio-en-redes',
      title: 'Tu tienda de barrio en redes sociales',
      excerpt: 'Tres publicaciones por semana bastan para que tus vecinos te recuerden.',
      author: 'Valentina Ortiz',
      daysAgo: 4,
      body: p('Publica tus ofertas del día, una foto de tu equipo y un consejo útil para tus clientes.'),
    },
    {
      slug: 'el-costo-real-de-tus-productos',
      title: 'El costo real de tus productos',
      excerpt: 'Suma insumos, arriendo y tu tiempo para fijar precios que dejan ganancia.',
      author: 'Mariana López',
      daysAgo: 8,
      body: p('Muchos negocios venden mucho y ganan poco porque no incluyen el arriendo ni los servicios en su costo.'),
    },
    {
      slug: 'pagos-con-codigo-qr',
      title: 'Recibe pagos con código QR',
      excerpt: 'Nequi, Daviplata y Bre-B: cobra sin efectivo y sin datáfono.',
      author: 'Jorge Castillo',
      daysAgo: 13,
      body: p('Imprime tu código QR y ponlo junto a la caja: tus clientes pagan en segundos.'),
    },
    {
      slug: 'ahorro-para-temporada-baja',
      title: 'Ahorra para la temporada baja',
      excerpt: 'Separa un porcentaje de cada venta en diciembre para enero y febrero.',
      author: 'Mariana López',
      daysAgo: 19,
      body: p(
        'Los meses flojos llegan cada año: un ahorro del 5 % de tus ventas de temporada alta te da tranquilidad.',
      ),
    },
    {
      slug: 'atencion-al-cliente-en-mostrador',
      title: 'Atención al cliente en mostrador',
      excerpt: 'Saludar por el nombre y recomendar un producto cambia la venta.',
      author: 'Jorge Castillo',
      daysAgo: 26,
      body: p('Una sonrisa y una recomendación honesta hacen que el cliente vuelva.'),
    },
    {
      slug: 'credito-para-tu-negocio',
      title: 'Cuándo pedir un crédito para tu negocio',
      excerpt: 'Un crédito sirve para crecer, no para tapar huecos.',
      author: 'Mariana López',
      daysAgo: 33,
      body: p('Antes de pedir un préstamo, calcula cuánto te dejará la inversión y en cuántos meses lo pagas.'),
    },
    {
      slug: 'formaliza-tu-negocio',
      title: 'Formaliza tu negocio paso a paso',
      excerpt: 'RUT, matrícula mercantil y cuenta bancaria: el orden que recomendamos.',
      author: 'Valentina Ortiz',
      daysAgo: 41,
      body: p('Formalizarte te abre la puerta a créditos, proveedores grandes y clientes empresariales.'),
    },
  ],
};

/** The posts by country, each with the cover made for it. */
export const POSTS: Record<string, DemoPost[]> = Object.fromEntries(
  Object.entries(WRITTEN).map(([country, posts]) => [
    country,
    posts.map((post) => ({ ...post, cover: postCoverUrl(post.slug) })),
  ]),
);
