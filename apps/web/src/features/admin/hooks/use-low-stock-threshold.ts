/**
 * The maker's low-stock threshold, kept in this browser (localStorage) — a display preference of
 * the dashboard, sent to the server with each request. Read after mount (SSR-safe).
 */
import { useEffect, useState } from 'react';
import { DEFAULT_LOW_STOCK_THRESHOLD, MAX_LOW_STOCK_THRESHOLD } from '@shop/shared/schemas/admin';

const STORAGE_KEY = 'lowStockThreshold';

const clamp = (value: number) =>
  Number.isInteger(value) && value >= 0 && value <= MAX_LOW_STOCK_THRESHOLD
    ? value
    : DEFAULT_LOW_STOCK_THRESHOLD;

export function useLowStockThreshold() {
  const [threshold, setThreshold] = useState(DEFAULT_LOW_STOCK_THRESHOLD);
  useEffect(() => {
    const saved = window.localStorage.getItem(STORAGE_KEY);
    if (saved !== null) setThreshold(clamp(Number(saved)));
  }, []);
  const save = (value: number) => {
    const next = clamp(value);
    setThreshold(next);
    window.localStorage.setItem(STORAGE_KEY, String(next));
  };
  return [threshold, save] as const;
}
