/**
 * Shell parts a first paint does not need, in one chunk fetched after the page's own: the about block and the
 * footer sit below the page, the floating contact bar is fixed to the side and opens its panels on hover. Keeping
 * them out of the start-up bundle leaves it React, the router, i18n, the data layer and the top of the page.
 */
export { AboutBlock } from './about-block';
export { FloatBar } from './float-bar';
export { Footer } from './footer';
