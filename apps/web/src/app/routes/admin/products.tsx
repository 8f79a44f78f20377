/**
 * Inventory Management: the add form and the product table. `?edit=<id>` opens a
 * product's edit dialog (the admin search links here).
 */
import { CheckCircle2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { AddProductCard } from '@/features/catalog/admin/components/add-product-card';
import { AdminPageHeader } from '@/features/admin/components/admin-page-header';
import { EditProductDialog } from '@/features/catalog/admin/components/edit-product-dialog';
import { InventoryPanel } from '@/features/catalog/admin/components/inventory-panel';

export default function AdminProductsPage() {
  const [params, setParams] = useSearchParams();
  const editId = params.get('edit');
  // The edit dialog closes on save; the page then says so, for a few seconds.
  const [savedName, setSavedName] = useState<string | null>(null);
  useEffect(() => {
    if (!savedName) return;
    const timer = setTimeout(() => setSavedName(null), 6000);
    return () => clearTimeout(timer);
  }, [savedName]);
  const setEditId = (id: string | null) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (id) next.set('edit', id);
        else next.delete('edit');
        return next;
      },
      { replace: !id },
    );

  return (
    <>
      <AdminPageHeader
        title="Inventory Management"
        sub="Add products, keep prices and stock up to date, and pick what the home page features."
      />
      <div className="space-y-8">
        <AddProductCard />
        <InventoryPanel onEdit={(product) => setEditId(product.id)} />
      </div>
      {savedName ? (
        // Where the maker is: the dialog closed over the table, so the note floats above it.
        <Alert
          tone="success"
          className="fixed inset-x-4 bottom-4 z-40 mx-auto flex max-w-md items-center gap-2 shadow-lg"
        >
          <CheckCircle2 className="h-4 w-4 shrink-0" aria-hidden />
          <span className="min-w-0">Product saved: “{savedName}” is up to date in the shop.</span>
        </Alert>
      ) : null}
      <EditProductDialog
        productId={editId}
        onClose={() => setEditId(null)}
        onSaved={(product) => setSavedName(product.name)}
      />
    </>
  );
}
