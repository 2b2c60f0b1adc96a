import { APP_ROOT_ID } from '../../../config/app';

/*
 * Open overlays (modals, the mobile menu) in opening order. Overlays render in portals beside the
 * app root. While any is open the root is inert and hidden from assistive tech, and so is every
 * overlay under the top one: that is what lets the policy modal open over the login panel.
 * The attributes are set here, synchronously, so focus can return to the layer underneath the
 * moment the top one closes (an inert element cannot take focus).
 */
const layers: HTMLElement[] = [];

function setCovered(element: HTMLElement, covered: boolean) {
  element.inert = covered;
  if (covered) element.setAttribute('aria-hidden', 'true');
  else element.removeAttribute('aria-hidden');
}

function sync() {
  const root = document.getElementById(APP_ROOT_ID);
  if (root) setCovered(root, layers.length > 0);
  layers.forEach((layer, index) => setCovered(layer, index < layers.length - 1));
}

export function pushLayer(element: HTMLElement) {
  layers.push(element);
  sync();
}

export function removeLayer(element: HTMLElement) {
  const index = layers.indexOf(element);
  if (index !== -1) layers.splice(index, 1);
  // Its own `inert` stays with React (the mobile menu stays mounted, inert while closed).
  element.removeAttribute('aria-hidden');
  sync();
}

let scrollLocks = 0;

/** Stops the page behind an overlay from scrolling; nested locks release in any order. */
export function lockPageScroll(): () => void {
  scrollLocks += 1;
  // Both elements: whichever of them scrolls the page (it varies by browser and layout) stops.
  document.documentElement.style.overflow = 'hidden';
  document.body.style.overflow = 'hidden';
  return () => {
    scrollLocks -= 1;
    if (scrollLocks > 0) return;
    document.documentElement.style.removeProperty('overflow');
    document.body.style.removeProperty('overflow');
  };
}
