/**
 * Edit opens this modal (accessible: focus trapped and restored, Escape closes): every field of
 * the product, including adding, removing and reordering its images.
 */
import type { AdminProduct } from '@shop/shared/schemas/admin-product';
import { Alert } from '@/components/ui/alert';
import { Dialog } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { ApiError } from '@/lib/api-client';
import { useAdminProduct } from '../api/get-admin-products';
import { ProductForm } from './product-form';

type EditProductDialogProps = {
  productId: string | null;
  onClose: () => void;
  onSaved?: (product: AdminProduct) => void;
};

export function EditProductDialog({ productId, onClose, onSaved }: EditProductDialogProps) {
  const product = useAdminProduct(productId);
  const isOpen = Boolean(productId);
  return (
    <Dialog
      open={isOpen}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title="Edit Product"
      description={product.data ? product.data.name : undefined}
      size="lg"
    >
      <div className="mt-6">
        {product.isPending ? (
          <Spinner label="Loading product…" />
        ) : product.isError ? (
          <Alert tone="danger">
            {product.error instanceof ApiError && product.error.status === 404
              ? 'This product no longer exists.'
              : 'We could not load this product. Please try again.'}
          </Alert>
        ) : (
          <ProductForm
            key={product.data.id}
            product={product.data}
            onCancel={onClose}
            onSaved={(saved) => {
              onSaved?.(saved);
              onClose();
            }}
          />
        )}
      </div>
    </Dialog>
  );
}
