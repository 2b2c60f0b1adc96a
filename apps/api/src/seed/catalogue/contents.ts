import { CONTENT_SECTIONS } from '@shop/shared';
import type { StoredContentGroup } from '../../db/schema';
import type { DemoBrandName } from './brands';
import { idOf, type CatalogueIds } from './catalogue-ids';
import type { DemoSubcategory } from './categories';
import { imageUrl } from './images';
import { INFO_PAGES, infoPageUrl, type InfoPageKey } from './info-pages';
import type { Drawing } from './seed-product';
import { slug } from './slug';

type ContentSectionName = (typeof CONTENT_SECTIONS)[keyof typeof CONTENT_SECTIONS];

const CONTACT = {
  whatsapp: 'https://wa.me/573001234567',
  phone: 'tel:+576015550000',
  email: 'mailto:ventas@andinatelecom.co',
};

/** Content sections of the demo shop, with links to the brands and subcategories just seeded. */
export function buildContentSections(ids: CatalogueIds) {
  const subcategory = (name: DemoSubcategory, drawing?: Drawing) => ({
    name,
    url: `/categories/${idOf(ids.categories, name)}/${slug(name)}`,
    ...(drawing ? { image: imageUrl('product', `${drawing}.svg`) } : {}),
  });
  const brand = (name: DemoBrandName, logo?: string) => ({
    name,
    url: `/brand/${idOf(ids.brands, name)}/${slug(name)}`,
    ...(logo ? { image: imageUrl('product', logo) } : {}),
  });
  const infoPage = (key: InfoPageKey) => ({ name: INFO_PAGES[key].title, url: infoPageUrl(key) });
  const contact = {
    whatsapp: { url: CONTACT.whatsapp, image: imageUrl('content', 'icon-whatsapp.svg') },
    phone: { url: CONTACT.phone, image: imageUrl('content', 'icon-phone.svg') },
    email: { url: CONTACT.email, image: imageUrl('content', 'icon-email.svg') },
  };

  const sections: Record<ContentSectionName, StoredContentGroup[]> = {
    [CONTENT_SECTIONS.mainBanner]: [
      {
        name: 'Destacados',
        isHighlighted: true,
        contents: [
          {
            ...brand('Ubiquiti'),
            name: 'Redes empresariales UniFi',
            description: 'Wi-Fi 6, switches PoE y gestión centralizada para su empresa',
            image: imageUrl('content', 'banner-redes-unifi.svg'),
          },
          {
            ...subcategory('Cámaras IP'),
            name: 'Videovigilancia IP',
            description: 'Cámaras, grabadores y control de acceso para cada proyecto',
            image: imageUrl('content', 'banner-videovigilancia.svg'),
          },
          {
            ...subcategory('UPS'),
            name: 'Energía respaldada',
            description: 'UPS y reguladores para proteger sus equipos críticos',
            image: imageUrl('content', 'banner-energia.svg'),
          },
        ],
      },
    ],
    [CONTENT_SECTIONS.home]: [
      {
        name: 'Redes empresariales',
        isHighlighted: true,
        contents: [
          subcategory('Routers', 'router-rack'),
          subcategory('Switches', 'switch-rack'),
          subcategory('Puntos de acceso', 'access-point'),
          subcategory('Radioenlaces', 'radio-dish'),
        ],
      },
      {
        name: 'Videovigilancia y control de acceso',
        isHighlighted: false,
        contents: [
          subcategory('Cámaras IP', 'camera-dome'),
          subcategory('Grabadores NVR/DVR', 'nvr'),
          subcategory('Control de acceso', 'access-control'),
        ],
      },
      {
        name: 'Cableado y energía',
        isHighlighted: false,
        contents: [
          subcategory('Cable UTP', 'cable-box'),
          subcategory('Patch panels', 'patch-panel'),
          subcategory('Gabinetes y racks', 'rack-cabinet'),
          subcategory('UPS', 'ups-tower'),
        ],
      },
      {
        name: 'Comunicaciones y ciberseguridad',
        isHighlighted: false,
        contents: [
          subcategory('Teléfonos IP', 'ip-phone'),
          subcategory('Centrales IP', 'ip-pbx'),
          subcategory('Firewalls', 'firewall'),
          subcategory('Licencias', 'license'),
        ],
      },
      {
        name: 'Marcas destacadas',
        isHighlighted: true,
        contents: [
          brand('Ubiquiti', 'logo-ubiquiti.svg'),
          brand('MikroTik', 'logo-mikrotik.svg'),
          brand('Hikvision', 'logo-hikvision.svg'),
          brand('Grandstream', 'logo-grandstream.svg'),
          brand('APC', 'logo-apc.svg'),
          brand('Fortinet', 'logo-fortinet.svg'),
        ],
      },
    ],
    [CONTENT_SECTIONS.login]: [
      {
        name: 'Acceda a sus precios',
        isHighlighted: false,
        contents: [
          {
            name: 'Precios por tipo de cliente, cotizaciones y pedidos en línea',
            image: imageUrl('content', 'login-side.svg'),
            url: '/login',
          },
        ],
      },
    ],
    [CONTENT_SECTIONS.contactUs]: [
      {
        name: 'Contáctenos',
        isHighlighted: false,
        contents: [
          { name: 'WhatsApp', ...contact.whatsapp },
          { name: 'Llámenos', ...contact.phone },
          { name: 'Escríbanos', ...contact.email },
        ],
      },
    ],
    [CONTENT_SECTIONS.footer]: [
      {
        name: 'Empresa',
        isHighlighted: false,
        contents: [
          infoPage('aboutUs'),
          infoPage('brands'),
          infoPage('branches'),
          infoPage('careers'),
        ],
      },
      {
        name: 'Atención al cliente',
        isHighlighted: false,
        contents: [
          { name: 'PBX (601) 555 0000', ...contact.phone },
          { name: 'ventas@andinatelecom.co', ...contact.email },
          { name: 'WhatsApp 300 123 4567', ...contact.whatsapp },
        ],
      },
      {
        name: 'Ayuda',
        isHighlighted: false,
        contents: [
          infoPage('howToBuy'),
          infoPage('shipping'),
          infoPage('warranty'),
          infoPage('faq'),
        ],
      },
      {
        name: 'Categorías',
        isHighlighted: false,
        contents: [
          subcategory('Switches'),
          subcategory('Cámaras IP'),
          subcategory('UPS'),
          subcategory('Firewalls'),
        ],
      },
    ],
  };
  return Object.values(CONTENT_SECTIONS).map((name, position) => ({
    name,
    position,
    content: sections[name],
  }));
}
