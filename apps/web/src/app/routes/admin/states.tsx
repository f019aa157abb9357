import { DetailPageSkeleton, ItemNotFound } from '@/components/page-states';
import { BriefcaseIcon } from '@/components/ui/icons';

/** The console's 'not found' and loading states of a page by id. */
export const adminNotFound = (title: string, backTo: string) => (
  <ItemNotFound
    title={title}
    description="Mungkin alamatnya salah atau datanya sudah tidak ada."
    Icon={BriefcaseIcon}
    backTo={backTo}
    backLabel="Kembali ke daftar"
  />
);

export const adminSkeleton = <DetailPageSkeleton label="Memuat data" />;
