/**
 * The site's Content-Security-Policy: scripts from the site only. The payment providers' own scripts, frames and
 * API calls are allowed only when their keys are configured (the hosts their documentation lists), so the demo
 * and the default run keep the strict policy.
 */
export function contentSecurityPolicy(options: { stripe: boolean; paypal: boolean; production: boolean }) {
  const stripe = options.stripe
    ? {
        script: ['https://js.stripe.com'],
        frame: ['https://js.stripe.com', 'https://hooks.stripe.com'],
        connect: ['https://api.stripe.com'],
      }
    : { script: [], frame: [], connect: [] };
  const paypal = options.paypal
    ? {
        script: ['https://www.paypal.com', 'https://www.sandbox.paypal.com'],
        frame: ['https://www.paypal.com', 'https://www.sandbox.paypal.com'],
        connect: ['https://www.paypal.com', 'https://www.sandbox.paypal.com'],
      }
    : { script: [], frame: [], connect: [] };
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'", ...stripe.script, ...paypal.script],
    // MUI (emotion) injects its styles at run time.
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'blob:', ...(options.paypal ? ['https://www.paypalobjects.com'] : [])],
    fontSrc: ["'self'", 'data:'],
    connectSrc: ["'self'", ...stripe.connect, ...paypal.connect],
    frameSrc: stripe.frame.length + paypal.frame.length > 0 ? [...stripe.frame, ...paypal.frame] : ["'none'"],
    frameAncestors: ["'none'"],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    upgradeInsecureRequests: options.production ? [] : null,
  };
}
