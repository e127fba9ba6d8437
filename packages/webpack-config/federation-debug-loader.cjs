// The federation runtime asks `isDebugMode()` once as it starts (runtime-core's setGlobalFederationConstructor), and
// the answer ends in `localStorage.getItem('FEDERATION_DEBUG')`: a page's first use of localStorage, which is a
// synchronous round trip to the browser process (2-10 ms measured here at full CPU speed; ~11 ms per load in the
// search page's profiles, inside the shell's start-up task). No storefront page touches localStorage before the
// visitor does something, so a production build answers 'not in debug mode' without asking it. Debugging stays
// possible the runtime's other way: `window.FEDERATION_DEBUG = true` before the shell's scripts run.
const FROM = 'return isBrowserDebug();';

module.exports = function federationDebugLoader(source) {
  if (!source.includes(FROM)) {
    throw new Error(`federation-debug-loader: ${this.resourcePath} no longer has '${FROM}'; check isDebugMode() in this @module-federation/sdk version`);
  }
  return source.replace(FROM, 'return false;');
};
