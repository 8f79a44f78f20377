/**
 * The pattern files' place in the product form. Pattern files are a feature of their own, which
 * the catalog may not import; the app provides their manager here (app/feature-slots.tsx).
 */
import { createContext, use, type ComponentType, type ReactNode } from 'react';

export type PatternFilesControl = ComponentType<{ productId: string; optionValues: string[][] }>;

const PatternFilesContext = createContext<PatternFilesControl | null>(null);

export function PatternFilesProvider({
  control,
  children,
}: {
  control: PatternFilesControl;
  children: ReactNode;
}) {
  return <PatternFilesContext value={control}>{children}</PatternFilesContext>;
}

/** The manager, or null where none is provided (a test of the form alone). */
export const usePatternFilesControl = () => use(PatternFilesContext);
