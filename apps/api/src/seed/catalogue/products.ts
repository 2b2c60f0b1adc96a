import { CABLING_PRODUCTS } from './products-cabling';
import { COMPUTING_PRODUCTS } from './products-computing';
import { CYBERSECURITY_PRODUCTS } from './products-cybersecurity';
import { POWER_PRODUCTS } from './products-power';
import { TELEPHONY_PRODUCTS } from './products-telephony';
import { VIDEO_SURVEILLANCE_PRODUCTS } from './products-video-surveillance';
import { WIRED_NETWORKING_PRODUCTS } from './products-wired-networking';
import { WIRELESS_NETWORKING_PRODUCTS } from './products-wireless-networking';

/** The demo catalogue, in the order of the category tree. */
export const DEMO_PRODUCTS = [
  ...WIRED_NETWORKING_PRODUCTS,
  ...WIRELESS_NETWORKING_PRODUCTS,
  ...VIDEO_SURVEILLANCE_PRODUCTS,
  ...CABLING_PRODUCTS,
  ...POWER_PRODUCTS,
  ...TELEPHONY_PRODUCTS,
  ...CYBERSECURITY_PRODUCTS,
  ...COMPUTING_PRODUCTS,
];
