// Who each module is written for; learners' recommendations put these modules first.

/** Module title -> business types it is written for (names from BUSINESS_TYPES). */
export const MODULE_BUSINESS_TYPES: Record<string, string[]> = {
  'Vende más y mejor': ['Fonda', 'Estética', 'Panadería', 'Venta por catálogo'],
  'Finanzas claras para tu negocio': ['Fonda', 'Panadería', 'Taller mecánico', 'Estética', 'Tortillería'],
  'Facturación electrónica en Colombia': ['Panadería', 'Farmacia', 'Tienda de abarrotes'],
  'Inventario sin sorpresas': ['Tienda de abarrotes', 'Farmacia', 'Papelería'],
  'Marketing digital para tu tienda': ['Tienda de abarrotes', 'Papelería', 'Tortillería'],
  'Primeros pasos para tu negocio': ['Fonda', 'Estética', 'Venta por catálogo', 'Taller de costura'],
  'Atrae y cuida a tus clientes': ['Tienda de abarrotes', 'Estética', 'Papelería', 'Taller de costura'],
};
