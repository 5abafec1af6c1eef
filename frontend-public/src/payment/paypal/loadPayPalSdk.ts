/** The part of PayPal's JS SDK these pages use: its smart buttons. */
export interface PayPalButtonsOptions {
  createOrder: () => Promise<string>;
  onApprove: (data: { orderID: string }) => Promise<void>;
  onError: (error: unknown) => void;
}

export interface PayPalSdk {
  Buttons(options: PayPalButtonsOptions): {
    render(container: HTMLElement): Promise<void>;
    close(): Promise<void>;
  };
}

const loading = new Map<string, Promise<PayPalSdk>>();

/** Adds PayPal's script once (www.paypal.com): only when the server runs on real PayPal, never in demo mode. */
export function loadPayPalSdk(
  clientId: string,
  clientToken: string,
  /** `authorize` for the deposit's hold (decision 68): PayPal's SDK takes one intent per script. */
  intent: 'capture' | 'authorize' = 'capture',
): Promise<PayPalSdk> {
  const src = `https://www.paypal.com/sdk/js?client-id=${encodeURIComponent(clientId)}&currency=EUR&intent=${intent}&components=buttons`;
  let sdk = loading.get(src);
  if (!sdk) {
    sdk = new Promise<PayPalSdk>((resolve, reject) => {
      const script = document.createElement('script');
      script.src = src;
      script.async = true;
      script.dataset.clientToken = clientToken;
      script.onload = () => {
        const paypal = (window as unknown as { paypal?: PayPalSdk }).paypal;
        if (paypal) resolve(paypal);
        else reject(new Error('PayPal’s SDK loaded without its paypal global'));
      };
      script.onerror = () => reject(new Error('PayPal’s SDK could not be loaded'));
      document.head.append(script);
    });
    sdk.catch(() => loading.delete(src));
    loading.set(src, sdk);
  }
  return sdk;
}
