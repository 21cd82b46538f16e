// The answers learners pick from in their forms, in Spanish, in the order they are shown.

export const BUSINESS_TYPES = [
  'Tienda de abarrotes',
  'Fonda',
  'Estética',
  'Panadería',
  'Papelería',
  'Taller mecánico',
  'Tortillería',
  'Farmacia',
  'Venta por catálogo',
  'Taller de costura',
];
export const EMPLOYEE_NUMBERS = ['Solo yo', '2 a 5 personas', '6 a 10 personas', 'Más de 10 personas'];
export const BUSINESS_IMPROVEMENTS = [
  'Vender más',
  'Llevar mejor mis cuentas',
  'Vender por internet',
  'Conseguir financiamiento',
  'Organizar mi inventario',
  'Formalizar mi negocio',
];
export const EDUCATION_LEVELS = [
  'Primaria',
  'Secundaria',
  'Preparatoria o bachillerato',
  'Carrera técnica',
  'Licenciatura',
  'Posgrado',
];
export const WEEKLY_INCOMES = [
  'Menos de $2,000',
  '$2,000 a $5,000',
  '$5,000 a $10,000',
  '$10,000 a $25,000',
  'Más de $25,000',
];
export const SUBJECTS = ['Ventas', 'Finanzas', 'Marketing digital', 'Inventario', 'Formalización'];

export const LEVELS = [
  { name: 'Inicial', description: 'Tu negocio está arrancando: es momento de ordenar lo básico.', minScore: 1 },
  { name: 'En desarrollo', description: 'Ya tienes clientes fijos; toca medir y mejorar tus números.', minScore: 2 },
  { name: 'Consolidado', description: 'Tu negocio funciona con orden; puedes planear crecer.', minScore: 3 },
  { name: 'En expansión', description: 'Estás listo para nuevos canales, sucursales o productos.', minScore: 4 },
];
