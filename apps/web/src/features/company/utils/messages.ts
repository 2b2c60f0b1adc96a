/** The page's own texts; what the server refuses comes with its message (COMPANY_MESSAGES). */
export const COMPANY_PAGE_MESSAGES = {
  noCompany:
    'Mi empresa reúne a las personas que compran para una misma empresa; su cuenta es de una persona natural.',
  loadFailed: 'No se pudieron cargar los integrantes de su empresa.',
  invited: 'Invitación enviada. La persona recibirá un correo con el enlace para unirse.',
  inviteFailed: 'No se pudo enviar la invitación.',
  invitationCancelled: 'Invitación cancelada: su enlace ya no funciona.',
  cancelFailed: 'No se pudo cancelar la invitación.',
  roleChangeFailed: 'No se pudo cambiar el rol.',
  memberRemoved: 'La persona ya no es integrante de su empresa.',
  removeFailed: 'No se pudo retirar a la persona de la empresa.',
  joinFailed: 'No fue posible unirse a la empresa. Inténtelo de nuevo.',
} as const;
