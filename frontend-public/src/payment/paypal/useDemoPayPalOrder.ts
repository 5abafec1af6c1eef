import { useQuery } from '@tanstack/react-query';

export interface DemoPayPalOrder {
  id: string;
  status: string;
  amountCents: number;
  bookingId: string;
}

/** The demo provider's order, for its approval page. */
export function useDemoPayPalOrder(orderId: string) {
  return useQuery<DemoPayPalOrder>({ queryKey: ['/api/demo-paypal/orders', encodeURIComponent(orderId)] });
}
