/** The add form of the inventory page, with a confirmation once the product is in the shop. */
import { CheckCircle2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { ProductForm } from './product-form';
import { TitledSection } from '@/components/ui/titled-section';

export function AddProductCard() {
  const [addedName, setAddedName] = useState<string | null>(null);
  useEffect(() => {
    if (!addedName) return;
    const timer = setTimeout(() => setAddedName(null), 5000);
    return () => clearTimeout(timer);
  }, [addedName]);

  return (
    <TitledSection
      id="add-product-heading"
      title="Add a product"
      intro="It appears in the shop as soon as it is added."
      className="rounded-3xl border border-cream-300 bg-white p-5 shadow-sm sm:p-7 dark:border-night-700 dark:bg-night-800"
      titleClassName="text-xl font-semibold"
      introClassName="mb-6 mt-1"
    >
      {addedName ? (
        <Alert tone="success" className="mb-5 flex items-center gap-2">
          <CheckCircle2 className="h-4 w-4 shrink-0" aria-hidden />“{addedName}” is now in the shop.
        </Alert>
      ) : null}
      <ProductForm onSaved={(product) => setAddedName(product.name)} />
    </TitledSection>
  );
}
