/**
 * What is typed as a template's name, in the only form Meta takes (lowercase letters, digits and
 * _): 'Lembrete Exame' becomes lembrete_exame, 'Confirmação' confirmacao. Done as it is typed,
 * so the owner sees the name Meta will list instead of a refusal after sending.
 */
export function toTemplateName(typed: string): string {
  return typed
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[\s-]+/g, '_')
    .replace(/[^a-z0-9_]/g, '');
}
