import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Notice } from './notice';

interface MailOffNoticeProps {
  /** What goes unsaid because of it, beside the action that would have mailed. */
  children: ReactNode;
  /** Where the SMTP server is set, for staff who may set it. */
  configHref?: string | undefined;
}

/** The shop has no SMTP server: staff are told before they count on a mail reaching anyone. */
export function MailOffNotice({ children, configHref }: MailOffNoticeProps) {
  return (
    <Notice title="El correo no está configurado">
      <p>
        {children}{' '}
        {configHref ? (
          <Link to={configHref}>Configurar en Configuraciones › Correo SMTP</Link>
        ) : null}
      </p>
    </Notice>
  );
}
