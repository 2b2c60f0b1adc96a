import type { IvaClass } from '@shop/shared';
import type { DemoBrandName } from '../../src/seed/catalogue/brands';
import type { DemoSubcategory } from '../../src/seed/catalogue/categories';
import type { Drawing } from '../../src/seed/catalogue/seed-product';
import type { Random } from './prng';

/** How synthetic products of one subcategory are named, priced, drawn and described. */
export interface Template {
  brands: DemoBrandName[];
  drawings: Drawing[];
  /** Base price range in whole pesos; prices spread log-uniformly inside it. */
  price: [number, number];
  /** Letter prefixes of the model numbers. */
  series: string[];
  name(r: Random): string;
  /** Characteristics to draw 3 to 5 from. */
  caracteristics: string[];
  summary: string;
  /** GENERAL unless given (docs/taxes.md). */
  ivaClass?: IvaClass;
}

const COLORS = ['azul', 'gris', 'blanco', 'negro', 'amarillo'];

export const TEMPLATES: Record<DemoSubcategory, Template> = {
  Routers: {
    brands: ['MikroTik', 'Ubiquiti', 'TP Link', 'Cisco'],
    drawings: ['router-desktop', 'router-rack'],
    price: [150_000, 9_000_000],
    series: ['RX', 'GW', 'ER', 'CR', 'BR'],
    name: (r) =>
      `${r.pick(['Router', 'Router VPN', 'Router empresarial', 'Gateway'])} de ${r.pick([4, 5, 8, 10, 12])} puertos ${r.pick(['Gigabit', '2.5G', 'Gigabit y SFP', 'Gigabit con PoE'])}`,
    caracteristics: [
      'Balanceo de carga entre varios enlaces',
      'VPN IPsec y WireGuard',
      'Puerto SFP para fibra',
      'Gestión en la nube',
      'Montaje en rack o escritorio',
      'Firewall con inspección de estado',
    ],
    summary: 'Router para oficinas, sucursales y proveedores de internet.',
  },
  Switches: {
    brands: ['Ubiquiti', 'MikroTik', 'TP Link', 'Cisco'],
    drawings: ['switch-desktop', 'switch-rack'],
    price: [60_000, 12_000_000],
    series: ['SW', 'GS', 'XS', 'CS'],
    name: (r) =>
      `Switch ${r.pick(['administrable', 'no administrable', 'PoE+', 'capa 3', 'inteligente'])} de ${r.pick([5, 8, 16, 24, 48])} puertos ${r.pick(['Gigabit', 'Gigabit y 4 SFP', '2.5G', '10G SFP+'])}`,
    caracteristics: [
      'VLAN 802.1Q',
      'Agregación de enlaces LACP',
      'Presupuesto PoE de 120 W',
      'Sin ventilador',
      'Formato 1U para rack',
      'Gestión por web y línea de comandos',
    ],
    summary: 'Switch para redes de datos, voz y video.',
  },
  'Puntos de acceso': {
    brands: ['Ubiquiti', 'TP Link', 'MikroTik', 'Grandstream'],
    drawings: ['access-point'],
    price: [180_000, 3_500_000],
    series: ['AP', 'WA', 'EAP', 'AX'],
    name: (r) =>
      `Punto de acceso ${r.pick(['Wi-Fi 6', 'Wi-Fi 6E', 'Wi-Fi 7', 'AC1200', 'AX3000'])} ${r.pick(['para techo', 'para exteriores', 'de pared', 'de alta densidad'])}`,
    caracteristics: [
      'Doble banda 2,4 y 5 GHz',
      'MU-MIMO',
      'Alimentación PoE',
      'Roaming transparente',
      'Portal cautivo para invitados',
      'Hasta 300 clientes',
    ],
    summary: 'Punto de acceso para redes inalámbricas empresariales.',
  },
  Radioenlaces: {
    brands: ['Ubiquiti', 'MikroTik', 'TP Link'],
    drawings: ['radio-dish', 'radio-panel'],
    price: [150_000, 6_000_000],
    series: ['LB', 'PB', 'LHG', 'CPE'],
    name: (r) =>
      `${r.pick(['Radioenlace', 'CPE exterior', 'Antena sectorial'])} de ${r.pick(['5 GHz', '60 GHz', '2,4 GHz'])} y ${r.int(12, 30)} dBi`,
    caracteristics: [
      'Protección para exteriores',
      'Alimentación PoE pasivo',
      'Enlaces de más de 10 km',
      'Capacidad de hasta 450 Mbps',
      'Montaje en mástil',
    ],
    summary: 'Radio para enlaces punto a punto y última milla inalámbrica.',
  },
  'Cámaras IP': {
    brands: ['Hikvision', 'Dahua'],
    drawings: ['camera-dome', 'camera-bullet'],
    price: [120_000, 6_000_000],
    series: ['DS-2CD', 'IPC-HDW', 'IPC-HFW', 'DS-2DE'],
    name: (r) =>
      `Cámara IP ${r.pick(['domo', 'bala', 'turret', 'PTZ', 'ojo de pez'])} ${r.pick([2, 4, 5, 6, 8, 12])} MP ${r.pick(['con IR de 30 m', 'con IR de 50 m', 'a color 24/7', 'con audio', 'antivandálica', 'con analítica'])}`,
    caracteristics: [
      'Compresión H.265+',
      'Protección IP67',
      'Alimentación PoE',
      'Ranura microSD',
      'Detección de personas y vehículos',
      'Rango dinámico WDR de 120 dB',
    ],
    summary: 'Cámara de red para proyectos de videovigilancia.',
  },
  'Grabadores NVR/DVR': {
    brands: ['Hikvision', 'Dahua'],
    drawings: ['nvr'],
    price: [250_000, 15_000_000],
    series: ['DS-76', 'DS-77', 'NVR', 'XVR'],
    name: (r) =>
      `Grabador ${r.pick(['NVR', 'DVR'])} de ${r.pick([4, 8, 16, 32, 64])} canales ${r.pick(['con PoE', '4K', 'de 2 discos', 'de 4 discos', 'pentahíbrido'])}`,
    caracteristics: [
      'Salida HDMI 4K',
      'Compresión H.265+',
      'Acceso remoto desde el celular',
      'Búsqueda inteligente de eventos',
      'Disco duro no incluido',
    ],
    summary: 'Grabador para sistemas de videovigilancia.',
  },
  'Control de acceso': {
    brands: ['Hikvision', 'Dahua'],
    drawings: ['access-control'],
    price: [90_000, 4_500_000],
    series: ['DS-K1', 'ASI', 'DS-K2', 'ASC'],
    name: (r) =>
      `${r.pick(['Terminal de reconocimiento facial', 'Lector de tarjetas', 'Lector de huella', 'Controladora de puertas'])} ${r.pick(['para interiores', 'para exteriores', 'con teclado', 'con PoE'])}`,
    caracteristics: [
      'Lector de tarjetas Mifare',
      'Comunicación TCP/IP y Wiegand',
      'Control de asistencia',
      'Salida para cerradura',
      'Alimentación de 12 V DC',
    ],
    summary: 'Equipo para controlar el ingreso de personas.',
  },
  'Cable UTP': {
    brands: ['Panduit', 'Furukawa'],
    drawings: ['cable-box'],
    price: [250_000, 2_500_000],
    series: ['UTP', 'PUR', 'GL', 'ML'],
    name: (r) =>
      `Cable ${r.pick(['UTP Cat 6', 'UTP Cat 6A', 'UTP Cat 5e', 'F/UTP Cat 6A', 'UTP Cat 6 exterior'])} ${r.pick(COLORS)}, ${r.pick(['caja de 305 m', 'bobina de 305 m', 'rollo de 100 m'])}`,
    caracteristics: [
      'Conductor de cobre sólido de 23 AWG',
      'Chaqueta LSZH',
      'Cumple ANSI/TIA-568.2-D',
      'Marcación de metraje',
      'Apto para PoE',
    ],
    summary: 'Cable de cobre para cableado estructurado.',
  },
  'Patch cords': {
    brands: ['Panduit', 'Furukawa'],
    drawings: ['patch-cord'],
    price: [20_000, 180_000],
    series: ['PC', 'UTPSP', 'GLPC'],
    name: (r) =>
      `Patch cord ${r.pick(['Cat 6', 'Cat 6A', 'Cat 5e'])} de ${r.pick(['0,5', '1', '1,5', '2', '3', '5'])} m ${r.pick(COLORS)}`,
    caracteristics: [
      'Conectores RJ45 con bota',
      'Cable multifilar flexible',
      'Probado en fábrica',
      'Chaqueta LSZH',
    ],
    summary: 'Cordón de parcheo para gabinetes y puestos de trabajo.',
  },
  'Patch panels': {
    brands: ['Panduit', 'Furukawa'],
    drawings: ['patch-panel'],
    price: [180_000, 2_500_000],
    series: ['PP', 'DP', 'CPP'],
    name: (r) =>
      `Patch panel ${r.pick(['Cat 6', 'Cat 6A', 'Cat 5e'])} de ${r.pick([12, 24, 48])} puertos${r.pick([', 1U', ', 2U', ' angulado', ' modular'])}`,
    caracteristics: [
      'Terminación por impacto 110',
      'Organizador trasero',
      'Etiquetas por puerto',
      'Rack de 19"',
    ],
    summary: 'Patch panel para terminar el cableado horizontal.',
  },
  'Gabinetes y racks': {
    brands: ['APC', 'Panduit'],
    drawings: ['rack-cabinet', 'rack-open'],
    price: [400_000, 20_000_000],
    series: ['AR', 'NS', 'R2P', 'R4P'],
    name: (r) =>
      `${r.pick(['Gabinete de piso', 'Gabinete de pared', 'Rack abierto de 2 postes', 'Rack abierto de 4 postes'])} de ${r.pick([6, 9, 12, 18, 24, 42, 45])}U`,
    caracteristics: [
      'Puertas perforadas',
      'Paneles laterales con llave',
      'Rieles ajustables',
      'Entrada de cables superior',
      'Patas niveladoras',
    ],
    summary: 'Gabinete para equipos de red y servidores.',
  },
  UPS: {
    brands: ['APC'],
    drawings: ['ups-tower', 'ups-rack'],
    price: [300_000, 20_000_000],
    series: ['BX', 'SMT', 'SRT', 'SMC'],
    name: (r) =>
      `UPS ${r.pick(['interactiva', 'en línea', 'de doble conversión'])} de ${r.pick([600, 750, 1000, 1500, 2000, 3000, 6000, 10000])} VA${r.pick(['', ' para rack', ' con pantalla LCD'])}`,
    caracteristics: [
      'Regulación automática de voltaje',
      'Salida de onda senoidal pura',
      'Puerto USB',
      'Batería reemplazable',
      'Ranura para tarjeta de red',
    ],
    summary: 'UPS para proteger equipos de cortes de energía.',
  },
  Reguladores: {
    brands: ['APC'],
    drawings: ['regulator'],
    price: [80_000, 1_200_000],
    series: ['LE', 'LR'],
    name: (r) =>
      `Regulador de voltaje de ${r.pick([500, 1000, 1200, 2000, 3000])} VA ${r.pick(['con 4 tomas', 'con 8 tomas', 'electrónico'])}`,
    caracteristics: [
      'Regulación automática de voltaje',
      'Protección contra sobretensiones',
      'Indicadores de estado',
      'Tomas NEMA 5-15R',
    ],
    summary: 'Regulador de voltaje para equipos electrónicos.',
  },
  PDU: {
    brands: ['APC', 'Panduit'],
    drawings: ['pdu'],
    price: [250_000, 8_000_000],
    series: ['AP', 'PDU'],
    name: (r) =>
      `PDU ${r.pick(['básica', 'medida', 'conmutada'])} ${r.pick(['de 1U', 'vertical'])} de ${r.pick([8, 10, 12, 16, 24])} tomas`,
    caracteristics: ['Cuerpo metálico', 'Cable de 3 m', 'Montaje en rack', 'Medición de consumo'],
    summary: 'Distribución de energía para gabinetes.',
  },
  'Teléfonos IP': {
    brands: ['Grandstream', 'Yealink', 'Cisco'],
    drawings: ['ip-phone'],
    price: [120_000, 2_500_000],
    series: ['GXP', 'GRP', 'SIP-T', 'CP'],
    name: (r) =>
      `Teléfono IP ${r.pick(['de 2 líneas', 'de 4 líneas', 'de 6 líneas', 'de 12 líneas', 'ejecutivo'])} ${r.pick(['con PoE', 'con pantalla a color', 'con Wi-Fi', 'Gigabit'])}`,
    caracteristics: [
      'Audio HD',
      'Puertos de red con PoE',
      'Aprovisionamiento automático',
      'Conferencia de 3 participantes',
      'Bluetooth',
    ],
    summary: 'Teléfono de escritorio para centrales IP.',
  },
  'Centrales IP': {
    brands: ['Grandstream', 'Yealink'],
    drawings: ['ip-pbx'],
    price: [900_000, 15_000_000],
    series: ['UCM', 'IPPBX'],
    name: (r) => `Central IP para ${r.pick([50, 100, 250, 500, 1000, 3000])} usuarios`,
    caracteristics: [
      'Troncales SIP',
      'Operadora automática',
      'Grabación de llamadas',
      'Videoconferencia',
      'Puertos FXO y FXS',
    ],
    summary: 'Central telefónica IP para empresas.',
  },
  Diademas: {
    brands: ['Yealink', 'Grandstream'],
    drawings: ['headset'],
    price: [60_000, 1_200_000],
    series: ['UH', 'YHS', 'GUV', 'BH'],
    name: (r) =>
      `Diadema ${r.pick(['USB', 'Bluetooth', 'DECT', 'RJ9'])} ${r.pick(['monoaural', 'biaural'])} ${r.pick(['con cancelación de ruido', 'para centros de contacto', 'certificada para Teams'])}`,
    caracteristics: [
      'Micrófono con cancelación de ruido',
      'Controles en el cable',
      'Almohadillas de cuero sintético',
      'Diadema ajustable',
    ],
    summary: 'Diadema para llamadas y videollamadas.',
  },
  Firewalls: {
    brands: ['Fortinet', 'Cisco'],
    drawings: ['firewall'],
    price: [1_500_000, 20_000_000],
    series: ['FG', 'FPR', 'NGF'],
    name: (r) => `Firewall de nueva generación de ${r.pick([1, 2, 5, 10, 20, 40])} Gbps`,
    caracteristics: [
      'Inspección SSL',
      'SD-WAN integrada',
      'VPN IPsec',
      'Alta disponibilidad',
      'Filtrado web',
    ],
    summary: 'Firewall para proteger la red de la empresa.',
  },
  Licencias: {
    brands: ['Fortinet', 'Cisco'],
    drawings: ['license'],
    price: [300_000, 15_000_000],
    series: ['FC', 'LIC'],
    name: (r) =>
      `Licencia ${r.pick(['UTP', 'de protección empresarial', 'de soporte 24×7', 'de filtrado web'])} de ${r.pick(['1 año', '3 años', '5 años'])}`,
    caracteristics: [
      'Entrega electrónica',
      'Soporte del fabricante',
      'Actualizaciones en tiempo real',
      'Activación en el portal del fabricante',
    ],
    summary: 'Suscripción de servicios de seguridad.',
  },
  Portátiles: {
    brands: ['Lenovo'],
    drawings: ['laptop'],
    price: [1_400_000, 6_500_000],
    series: ['IP', 'TP', 'TB'],
    name: (r) =>
      `Portátil de ${r.pick(['14"', '15,6"', '16"'])} ${r.pick(['Core i5', 'Core i7', 'Ryzen 5', 'Ryzen 7'])} con ${r.pick([8, 16, 32])} GB de RAM`,
    caracteristics: [
      'SSD NVMe',
      'Wi-Fi 6',
      'Pantalla Full HD',
      'Lector de huella',
      'Windows 11 Pro',
    ],
    summary: 'Portátil para el trabajo de oficina y en campo.',
    ivaClass: 'COMPUTER',
  },
  'Celulares y tabletas': {
    brands: ['Samsung', 'Lenovo'],
    drawings: ['smartphone', 'tablet'],
    price: [500_000, 3_000_000],
    series: ['GA', 'GS', 'TAB'],
    name: (r) =>
      `${r.pick(['Celular', 'Tableta'])} de ${r.pick([64, 128, 256])} GB ${r.pick(['5G', 'Wi-Fi', 'LTE'])}`,
    caracteristics: ['Doble SIM', 'Batería de larga duración', 'Pantalla AMOLED', 'Knox'],
    summary: 'Equipo móvil para técnicos y vendedores.',
    ivaClass: 'SMART_MOBILE',
  },
};
