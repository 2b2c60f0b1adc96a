/** What the addresses page says; the server's own refusals come with its Spanish messages. */
export const ADDRESS_PAGE_MESSAGES = {
  created: 'Dirección agregada.',
  updated: 'Dirección actualizada.',
  unchanged: 'No cambió ningún dato de la dirección.',
  archived: 'Dirección archivada.',
  saveFailed: 'No pudimos guardar la dirección.',
  archiveFailed: 'No pudimos archivar la dirección.',
  loadFailed: 'No pudimos cargar las direcciones de entrega de su empresa.',
  readOnly: 'Solo el administrador de su empresa puede agregar, cambiar o archivar direcciones.',
  empty: 'Su empresa no tiene direcciones de entrega.',
  personOnly:
    'Las direcciones de entrega son de las empresas. Como persona natural, sus órdenes se entregan en la dirección de su cuenta.',
} as const;
