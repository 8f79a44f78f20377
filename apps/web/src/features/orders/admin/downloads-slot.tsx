/**
 * The pattern downloads' place in the maker's order details. Downloads are a feature of their
 * own, which orders may not import; the app provides their panel here (app/feature-slots.tsx).
 */
import { createContext, use, type ComponentType, type ReactNode } from 'react';

export type OrderDownloadsControl = ComponentType<{ orderId: string }>;

const OrderDownloadsContext = createContext<OrderDownloadsControl | null>(null);

export function OrderDownloadsProvider({
  control,
  children,
}: {
  control: OrderDownloadsControl;
  children: ReactNode;
}) {
  return <OrderDownloadsContext value={control}>{children}</OrderDownloadsContext>;
}

export const useOrderDownloadsControl = () => use(OrderDownloadsContext);
