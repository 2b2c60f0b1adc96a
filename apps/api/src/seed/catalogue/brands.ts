export interface DemoBrand {
  /** Letters, digits and spaces only: the storefront puts it in URLs and filters by it. */
  name: string;
  title: string;
  description: string;
  /** File in seed-data/images/product. */
  logo: string;
}

/** Brands of the Colombian telecom and IT channel; logos are our own plain wordmarks. */
export const DEMO_BRANDS = [
  {
    name: 'Ubiquiti',
    title: 'Ubiquiti: redes UniFi y enlaces inalámbricos',
    description:
      '<p>Equipos UniFi para redes empresariales administradas desde una sola consola, y radios airMAX para enlaces punto a punto y punto a multipunto.</p>',
    logo: 'logo-ubiquiti.svg',
  },
  {
    name: 'MikroTik',
    title: 'MikroTik: routers y switches con RouterOS',
    description:
      '<p>Routers, switches y radios con RouterOS, la plataforma preferida por proveedores de internet e integradores para enrutamiento, VPN y control de tráfico.</p>',
    logo: 'logo-mikrotik.svg',
  },
  {
    name: 'TP Link',
    title: 'TP-Link Omada: redes para pequeñas y medianas empresas',
    description:
      '<p>Puntos de acceso, routers y switches de la línea Omada con gestión centralizada en la nube, y equipos de red confiables para oficinas y hogares.</p>',
    logo: 'logo-tp-link.svg',
  },
  {
    name: 'Cisco',
    title: 'Cisco: conmutación y enrutamiento empresarial',
    description:
      '<p>Switches Business y routers de servicios integrados para redes corporativas que exigen seguridad, estabilidad y soporte de largo plazo.</p>',
    logo: 'logo-cisco.svg',
  },
  {
    name: 'Hikvision',
    title: 'Hikvision: videovigilancia y control de acceso',
    description:
      '<p>Cámaras IP, grabadores NVR y terminales de control de acceso con analítica de video para proyectos residenciales, comerciales e industriales.</p>',
    logo: 'logo-hikvision.svg',
  },
  {
    name: 'Dahua',
    title: 'Dahua: soluciones de video IP y grabación',
    description:
      '<p>Cámaras de red, grabadores NVR y DVR pentahíbridos con una relación costo-beneficio pensada para proyectos de seguridad de cualquier tamaño.</p>',
    logo: 'logo-dahua.svg',
  },
  {
    name: 'Grandstream',
    title: 'Grandstream: telefonía IP y comunicaciones unificadas',
    description:
      '<p>Teléfonos IP, centrales UCM y accesorios para comunicaciones de voz y video sobre redes de datos, sin licencias por usuario.</p>',
    logo: 'logo-grandstream.svg',
  },
  {
    name: 'Yealink',
    title: 'Yealink: teléfonos IP y diademas profesionales',
    description:
      '<p>Teléfonos SIP y diademas USB certificadas para plataformas de colaboración como Microsoft Teams y Zoom.</p>',
    logo: 'logo-yealink.svg',
  },
  {
    name: 'Panduit',
    title: 'Panduit: cableado estructurado de alto desempeño',
    description:
      '<p>Cable de cobre, patch cords, patch panels y racks para infraestructura de cableado certificada según la norma ANSI/TIA-568.</p>',
    logo: 'logo-panduit.svg',
  },
  {
    name: 'Furukawa',
    title: 'Furukawa: cableado de cobre y fibra óptica',
    description:
      '<p>Soluciones de cableado estructurado GigaLan y Multilan con garantía extendida cuando las instala un integrador certificado.</p>',
    logo: 'logo-furukawa.svg',
  },
  {
    name: 'APC',
    title: 'APC by Schneider Electric: energía y gabinetes',
    description:
      '<p>UPS, reguladores de voltaje, PDU y gabinetes NetShelter para mantener en línea los equipos de red, servidores y puestos de trabajo.</p>',
    logo: 'logo-apc.svg',
  },
  {
    name: 'Fortinet',
    title: 'Fortinet: firewalls de nueva generación',
    description:
      '<p>Firewalls FortiGate y servicios de seguridad FortiGuard para proteger redes de oficinas, sucursales y centros de datos.</p>',
    logo: 'logo-fortinet.svg',
  },
  {
    name: 'Lenovo',
    title: 'Lenovo: portátiles y tabletas para empresas',
    description:
      '<p>Portátiles ThinkPad e IdeaPad y tabletas Tab para equipos de trabajo en oficina, en campo y en casa.</p>',
    logo: 'logo-lenovo.svg',
  },
  {
    name: 'Samsung',
    title: 'Samsung: celulares y tabletas Galaxy',
    description:
      '<p>Celulares y tabletas Galaxy para fuerzas de venta y técnicos en campo, con administración empresarial Knox.</p>',
    logo: 'logo-samsung.svg',
  },
] as const satisfies readonly DemoBrand[];

export type DemoBrandName = (typeof DEMO_BRANDS)[number]['name'];
