/**
 * The drop form's "Products in this drop": the chosen ones (each removable) and a search of the
 * maker's catalog to add more. Chosen products stay hidden from shoppers until the release.
 */
import { MAX_DROP_PRODUCTS } from '@shop/shared/schemas/monthly-drop';
import {
  type PickedProduct,
  ProductPickerField,
} from '@/components/admin-form/product-picker-field';

export type HeldProduct = PickedProduct;

export function DropProductsField({
  chosen,
  error,
  onChange,
  disabled,
}: {
  chosen: HeldProduct[];
  error?: string;
  onChange: (products: HeldProduct[]) => void;
  disabled?: boolean;
}) {
  return (
    <ProductPickerField
      legend="Products in this drop"
      hint={
        <p className="mt-1 text-xs text-ink-500 dark:text-ink-300">
          Hidden from shoppers until the release, then on sale by themselves.
        </p>
      }
      chosenLabel="Products in this drop"
      empty={
        <p className="mt-2 text-sm text-ink-500 dark:text-ink-300">
          None yet: the drop is an announcement only.
        </p>
      }
      chosen={chosen}
      error={error}
      onChange={onChange}
      disabled={disabled}
      isFull={chosen.length >= MAX_DROP_PRODUCTS}
    />
  );
}
