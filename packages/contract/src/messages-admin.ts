/** pt-BR texts of the admin page (spec: Admin page, section 6 and the Admin catalogue). */
export const ADMIN_UI = {
  title: 'Administração de Instâncias',
} as const;
