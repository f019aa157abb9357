import { Link } from 'react-router';
import { Card } from '@/components/ui/card';

/** On the profile: the way to 'Unduh data saya' and 'Hapus akun'. */
export function PrivacyLinkCard({ to }: { to: string }) {
  return (
    <Card size="lg" title="Data & Akun">
      <p className="text-base-content/80 text-sm">
        Unduh salinan semua datamu, atau hapus akunmu dari Bantuin.
      </p>
      <Link to={to} className="btn btn-outline btn-sm mt-3">
        Kelola data &amp; akun
      </Link>
    </Card>
  );
}
