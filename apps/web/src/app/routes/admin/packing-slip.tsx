/** /admin/orders/:id/packing-slip — the printable packing slip of one order. */
import { useParams } from 'react-router';
import { PackingSlip } from '@/features/orders/admin/components/packing-slip';

export default function AdminPackingSlipPage() {
  const { id = '' } = useParams();
  return <PackingSlip orderId={id} />;
}
