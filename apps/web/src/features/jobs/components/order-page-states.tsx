import { CardGridSkeleton, DetailPageSkeleton, ItemNotFound } from '@/components/page-states';
import { ReceiptIcon } from '@/components/ui/icons';
import { paths } from '@/lib/paths';

const ORDER_CARD_LINES = [
  'h-4 w-3/4 bg-base-300',
  'h-3 w-1/3 bg-base-200',
  'h-3 w-full bg-base-200',
  'h-3 w-2/3 bg-base-200',
  'h-5 w-1/3 bg-base-300',
] as const;

/** Cards-shaped placeholders while the orders load. */
export function OrderGridSkeleton({ count = 6 }: { count?: number }) {
  return (
    <CardGridSkeleton
      label="Memuat pesanan…"
      count={count}
      coverClassName="aspect-[3/1] sm:aspect-[2/1]"
      lineClassNames={ORDER_CARD_LINES}
    />
  );
}

export function DetailSkeleton() {
  return <DetailPageSkeleton label="Memuat pesanan…" />;
}

/** An order that does not exist or is not mine. */
export function OrderNotFound() {
  return (
    <ItemNotFound
      Icon={ReceiptIcon}
      title="Pesanan tidak ditemukan"
      description="Pesanan ini tidak ada, atau alamat halamannya salah."
      backTo={paths.jalu.myOrders}
      backLabel="Lihat Pesanan Saya"
    />
  );
}
