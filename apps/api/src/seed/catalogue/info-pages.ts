import type { NewInfoPage } from '../../modules/contents/repository';
import { DEMO_BRANDS } from './brands';
import { idOf, type CatalogueIds } from './catalogue-ids';
import { slug } from './slug';

/** The demo shop's information pages; the footer links to each of them by this slug. */
export const INFO_PAGES = {
  aboutUs: { slug: 'quienes-somos', title: 'Quiénes somos' },
  brands: { slug: 'marcas', title: 'Marcas que distribuimos' },
  branches: { slug: 'sedes-y-horarios', title: 'Sedes y horarios' },
  careers: { slug: 'trabaja-con-nosotros', title: 'Trabaje con nosotros' },
  howToBuy: { slug: 'como-comprar', title: 'Cómo comprar' },
  shipping: { slug: 'envios', title: 'Envíos a toda Colombia' },
  warranty: { slug: 'garantias-y-devoluciones', title: 'Garantías y devoluciones' },
  faq: { slug: 'preguntas-frecuentes', title: 'Preguntas frecuentes' },
} as const;

export type InfoPageKey = keyof typeof INFO_PAGES;

/** Where the web shows an information page (apps/web paths.infoPage). */
export const infoPageUrl = (key: InfoPageKey) => `/info/${INFO_PAGES[key].slug}`;

const BODIES: Record<Exclude<InfoPageKey, 'brands'>, string> = {
  aboutUs: `
<p>Andina Telecom es un mayorista colombiano de tecnología para redes, videovigilancia, telefonía IP,
cableado estructurado y energía. Desde Bogotá abastecemos a distribuidores, integradores de
soluciones, técnicos instaladores, entidades públicas y empresas de todo el país.</p>
<h2>Lo que hacemos</h2>
<ul>
<li>Importamos y distribuimos equipos de fabricantes reconocidos, con factura electrónica y garantía
respaldada en Colombia.</li>
<li>Asesoramos el diseño de cada proyecto: cálculo de enlaces inalámbricos, dimensionamiento de
grabadores y discos, selección de UPS y cableado certificado.</li>
<li>Mantenemos inventario local para que su obra no se detenga esperando una importación.</li>
</ul>
<h2>Precios según su tipo de cliente</h2>
<p>Cada cuenta ve los precios que corresponden a su perfil: cliente final, distribuidor de
tecnología, integrador de soluciones, gobierno o técnico. Regístrese, y cuando su cuenta esté
activa verá sus precios, podrá descargar cotizaciones en PDF y hacer pedidos en línea.</p>
<h2>Nuestro compromiso</h2>
<p>Respondemos las solicitudes comerciales el mismo día hábil, despachamos los pedidos confirmados
antes de las 2:00 p. m. el mismo día y acompañamos cada garantía hasta resolverla.</p>`,

  branches: `
<h2>Sede principal, Bogotá</h2>
<p>Carrera 7 # 71-21, oficina 902, Bogotá, D.C.<br>
PBX <a href="tel:+576015550000">(601) 555 0000</a> · WhatsApp
<a href="https://wa.me/573001234567">300 123 4567</a></p>
<h2>Centro de distribución, Bogotá</h2>
<p>Zona Industrial de Montevideo. Recogida de pedidos con cita previa: solicítela por WhatsApp
indicando el número de la orden.</p>
<h2>Horario de atención</h2>
<table>
<thead><tr><th scope="col">Día</th><th scope="col">Ventas y soporte</th><th scope="col">Despachos</th></tr></thead>
<tbody>
<tr><td>Lunes a viernes</td><td>7:30 a. m. a 5:30 p. m.</td><td>8:00 a. m. a 4:00 p. m.</td></tr>
<tr><td>Sábados</td><td>8:00 a. m. a 12:00 m.</td><td>Sin despachos</td></tr>
<tr><td>Domingos y festivos</td><td colspan="2">Cerrado</td></tr>
</tbody>
</table>
<p>La tienda en línea recibe cotizaciones y pedidos a toda hora; los que llegan fuera del horario
se atienden el siguiente día hábil.</p>`,

  careers: `
<p>Buscamos personas que disfruten resolver problemas de conectividad y atender bien a los
clientes. Trabajamos con fabricantes líderes y con integradores de todo el país, así que cada día
hay algo nuevo que aprender.</p>
<h2>Áreas en las que solemos contratar</h2>
<ul>
<li>Ejecutivos comerciales para el canal de distribuidores e integradores.</li>
<li>Ingenieros de preventa en redes, videovigilancia y telefonía IP.</li>
<li>Técnicos de soporte y laboratorio de garantías.</li>
<li>Auxiliares de bodega y logística.</li>
</ul>
<h2>Cómo postularse</h2>
<p>Envíe su hoja de vida en PDF a <a href="mailto:talento@andinatelecom.co">talento@andinatelecom.co</a>
indicando en el asunto el área que le interesa. Tratamos sus datos según nuestra política de
tratamiento de datos personales (Ley 1581 de 2012) y solo para procesos de selección.</p>`,

  howToBuy: `
<h2>1. Cree su cuenta</h2>
<p>Regístrese como persona natural o como empresa. Las empresas adjuntan el RUT en PDF; revisamos
la información y activamos la cuenta, normalmente el mismo día hábil. Mientras tanto puede
consultar todo el catálogo.</p>
<h2>2. Consulte sus precios</h2>
<p>Al iniciar sesión verá los precios de su tipo de cliente, con el IVA discriminado. Los precios
en pesos colombianos pueden cambiar con la TRM, por eso le mostramos la del día en el encabezado.</p>
<h2>3. Arme su carrito y cotice</h2>
<p>Agregue productos al carrito y descargue una cotización en PDF para aprobarla en su empresa. La
cotización queda guardada en «Mis cotizaciones» con su vigencia y puede convertirla en pedido sin
volver a escribir nada.</p>
<h2>4. Haga su pedido</h2>
<p>Elija el medio de pago: tarjeta de crédito, tarjeta débito o transferencia bancaria. Le enviamos
la confirmación por correo y puede seguir el estado de cada orden en «Mis pedidos». El pedido
debe superar el valor mínimo de compra que se indica en el carrito.</p>
<h2>¿Necesita ayuda?</h2>
<p>Escríbanos a <a href="mailto:ventas@andinatelecom.co">ventas@andinatelecom.co</a> o por
<a href="https://wa.me/573001234567">WhatsApp</a> y un asesor le acompaña en la compra.</p>`,

  shipping: `
<p>Despachamos a cualquier municipio de Colombia con transportadoras nacionales. Los pedidos
confirmados antes de las 2:00 p. m. de un día hábil salen el mismo día.</p>
<h2>Tiempos de entrega estimados</h2>
<table>
<thead><tr><th scope="col">Destino</th><th scope="col">Días hábiles</th></tr></thead>
<tbody>
<tr><td>Bogotá y Soacha</td><td>1</td></tr>
<tr><td>Medellín, Cali, Barranquilla, Bucaramanga y otras ciudades capitales</td><td>2 a 3</td></tr>
<tr><td>Municipios intermedios</td><td>3 a 5</td></tr>
<tr><td>Zonas de difícil acceso y San Andrés</td><td>5 a 8</td></tr>
</tbody>
</table>
<h2>Costo del envío</h2>
<p>El flete depende del peso, el volumen y el destino, y se informa antes de despachar. Los
equipos de alto valor viajan asegurados por su valor declarado.</p>
<h2>Al recibir</h2>
<p>Revise el estado de las cajas delante del transportador. Si una caja llega abierta, mojada o
golpeada, déjelo anotado en la guía y avísenos dentro de las 24 horas siguientes con fotos del
empaque, para hacer la reclamación ante la transportadora.</p>`,

  warranty: `
<p>Todos los equipos que vendemos son nuevos, importados legalmente y con garantía respaldada en
Colombia. El plazo de garantía lo fija cada fabricante y aparece en la ficha técnica del producto;
para la mayoría de equipos de red y videovigilancia es de uno a tres años.</p>
<h2>Cómo solicitar una garantía</h2>
<ol>
<li>Escriba a <a href="mailto:soporte@andinatelecom.co">soporte@andinatelecom.co</a> con el número
de la factura o de la orden, el serial del equipo y una descripción de la falla.</li>
<li>Nuestro equipo técnico hace un primer diagnóstico remoto; muchas fallas se resuelven con una
actualización o una configuración.</li>
<li>Si el equipo debe revisarse, le indicamos cómo enviarlo a nuestro laboratorio en Bogotá con
sus accesorios y, de ser posible, en su empaque original.</li>
<li>Le informamos el resultado: reparación, cambio por un equipo igual o equivalente, o devolución
del dinero cuando ninguna de las anteriores sea posible.</li>
</ol>
<h2>Lo que la garantía no cubre</h2>
<ul>
<li>Daños por descargas eléctricas, sobretensiones o instalaciones sin polo a tierra.</li>
<li>Golpes, humedad o manipulación por personal no autorizado.</li>
<li>Consumibles y desgaste normal, como baterías de UPS después de su vida útil.</li>
</ul>
<h2>Devoluciones</h2>
<p>Si compró como consumidor final a través de la tienda en línea, puede ejercer el derecho de
retracto dentro de los cinco días hábiles siguientes a la entrega, con el producto sin uso y en su
empaque original (artículo 47 de la Ley 1480 de 2011). Para compras empresariales, las devoluciones
por error en el pedido se estudian dentro de los ocho días calendario siguientes a la entrega.</p>`,

  faq: `
<h2>¿Por qué no veo los precios?</h2>
<p>Los precios dependen del tipo de cliente y solo se muestran con la sesión iniciada. Si su
cuenta de empresa está pendiente, la activamos cuando revisemos el RUT que adjuntó.</p>
<h2>¿Venden a personas naturales?</h2>
<p>Sí. Puede registrarse como persona natural y comprar como cliente final.</p>
<h2>¿Los precios incluyen IVA?</h2>
<p>Cada producto muestra el precio y el IVA que le corresponde; el carrito, la cotización y el
pedido discriminan el subtotal, el IVA y las retenciones que apliquen.</p>
<h2>¿Puedo pedir una factura a nombre de mi empresa?</h2>
<p>Sí. La factura electrónica se emite con los datos registrados en su cuenta; manténgalos al día
en «Mi cuenta».</p>
<h2>¿Cuánto tarda un envío?</h2>
<p>Entre uno y ocho días hábiles según el destino. Consulte la página de envíos para los detalles.</p>
<h2>¿Dan soporte para configurar los equipos?</h2>
<p>Nuestro equipo de preventa le orienta en la selección y la configuración básica. Para
proyectos completos le ponemos en contacto con integradores certificados de su ciudad.</p>`,
};

/** Every demo information page, the brand list linking to the brand pages just seeded. */
export function buildInfoPages(ids: CatalogueIds): NewInfoPage[] {
  const brandItems = DEMO_BRANDS.map(
    (b) => `<li><a href="/brand/${idOf(ids.brands, b.name)}/${slug(b.name)}">${b.title}</a></li>`,
  ).join('\n');
  const bodies: Record<InfoPageKey, string> = {
    ...BODIES,
    brands: `
<p>Somos distribuidores de fabricantes reconocidos en el canal de tecnología. Elija una marca para
ver su catálogo completo:</p>
<ul>
${brandItems}
</ul>
<p>¿Busca una marca que no está en la lista? Escríbanos a
<a href="mailto:ventas@andinatelecom.co">ventas@andinatelecom.co</a> y la conseguimos para su
proyecto.</p>`,
  };
  return (Object.keys(INFO_PAGES) as InfoPageKey[]).map((key, position) => ({
    ...INFO_PAGES[key],
    body: bodies[key].trim(),
    position,
  }));
}
