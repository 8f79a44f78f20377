/**
 * Inventory Management (SPEC §2): the add form and the product table. `?edit=<id>` opens a
 * product's edit dialog (the admin search links here).
 */
import { useSearchParams } from 'react-router';
import { AddProductCard } from '@/features/catalog/admin/components/add-product-card';
import { AdminPageHeader } from '@/features/admin/components/admin-page-header';
import { EditProductDialog } from '@/features/catalog/admin/components/edit-product-dialog';
import { InventoryPanel } from '@/features/catalog/admin/components/inventory-panel';

export default function AdminProductsPage() {
  const [params, setParams] = useSearchParams();
  const editId = params.get('edit');
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
      <EditProductDialog productId={editId} onClose={() => setEditId(null)} />
    </>
  );
}
