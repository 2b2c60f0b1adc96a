import styles from './policy-modal.module.css';

export const PRIVACY_HEADING_ID = 'politica-de-privacidad';

/**
 * Terms (docs/architecture.md, "Contract: terms") and the personal-data notice (Ley 1581 de 2012)
 * shown in the policy modal.
 */
export function PolicyText({ shopName }: { shopName: string }) {
  return (
    <div className={styles.text}>
      <section aria-labelledby="terminos-y-condiciones">
        <h3 id="terminos-y-condiciones">Términos y Condiciones</h3>
        <p>
          Solo las personas mayores de 18 años pueden registrarse y comprar en {shopName}. Al crear
          una cuenta declara que tiene 18 años o más y que la información que nos entrega, suya o de
          la empresa que representa, es verdadera.
        </p>
        <h4>Devoluciones</h4>
        <p>
          Puede devolver un producto dentro de los 30 días siguientes a su entrega, siempre que no
          haya sido usado y se conserve en su estado original, con su empaque, manuales y accesorios
          completos. El costo del envío de la devolución corre por cuenta del cliente.
        </p>
        <h4>Reembolsos</h4>
        <p>
          Una vez recibamos y verifiquemos el producto devuelto, reembolsaremos el valor pagado
          dentro de los 14 días siguientes, por el mismo medio de pago usado en la compra.
        </p>
        <h4>Ley aplicable</h4>
        <p>
          Estos términos se rigen por las leyes de la República de Colombia. Cualquier controversia
          será resuelta por los jueces competentes de la ciudad de Bogotá D.C.
        </p>
      </section>
      <section aria-labelledby={PRIVACY_HEADING_ID}>
        <h3 id={PRIVACY_HEADING_ID}>Política de Privacidad</h3>
        <p>
          En cumplimiento de la Ley 1581 de 2012 y sus normas reglamentarias, {shopName} trata los
          datos personales que nos entrega (nombre, documento, datos de contacto, dirección y datos
          de facturación) para crear y administrar su cuenta, atender sus cotizaciones y pedidos,
          facturar y, si lo autoriza, enviarle información comercial. Como titular puede conocer,
          actualizar, rectificar y solicitar la supresión de sus datos, así como revocar la
          autorización otorgada, escribiéndonos por nuestros canales de atención.
        </p>
      </section>
    </div>
  );
}
