import { useId, type ComponentType } from 'react';
import { Link } from 'react-router';
import { Banner } from '@/components/carousel/banner';
import { BANNER_SLIDES } from '@/components/carousel/banner-slides';
import { ChevronRightIcon, ShoppingBagIcon, SparklesIcon } from '@/components/ui/icons';
import { BestYasaSection } from '@/features/profile/components/best-yasa-section';
import { IncompleteNotice } from '@/features/profile/components/incomplete-notice';
import { useClientProfile } from '@/features/profile/api/get-client-profile';
import { WalletCard } from '@/features/wallet/components/wallet-card';
import { useDeferredQuery } from '@/lib/deferred-query';
import { paths } from '@/lib/paths';
import { Greeting } from '@/components/greeting';

type Tile = {
  to: string;
  title: string;
  description: string;
  Icon: ComponentType<{ className?: string }>;
  iconClass: string;
};

const TILES: Tile[] = [
  {
    to: paths.jalu.addShopping,
    title: 'Nitip',
    description: 'Titip belanja, diantar sampai rumah',
    Icon: ShoppingBagIcon,
    iconClass: 'bg-secondary/30 text-secondary-content',
  },
  {
    to: paths.jalu.addCleaning,
    title: 'Bebersih',
    description: 'Rumah rapi dan bersih tanpa repot',
    Icon: SparklesIcon,
    iconClass: 'bg-primary/12 text-primary',
  },
];

function ServiceTile({ to, title, description, Icon, iconClass }: Tile) {
  const id = useId();
  return (
    <Link
      to={to}
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-description`}
      className="group relative flex flex-col rounded-box border border-base-300 bg-base-100 p-4 shadow-sm transition hover:-translate-y-0.5 hover:border-primary/60 hover:shadow-md focus-visible:border-primary sm:p-5"
    >
      <span className={`grid size-12 place-items-center rounded-2xl sm:size-14 ${iconClass}`}>
        <Icon className="size-6 sm:size-7" />
      </span>
      <span id={`${id}-title`} className="mt-4 text-lg font-bold">
        {title}
      </span>
      <span id={`${id}-description`} className="mt-0.5 text-sm text-base-content/70">
        {description}
      </span>
      <ChevronRightIcon className="absolute top-4 right-4 size-5 text-base-content/30 transition group-hover:translate-x-0.5 group-hover:text-primary" />
    </Link>
  );
}

/** /jalu: greeting, the two kinds of help, the wallet, the banner and 'Yasa Terbaik'. */
export function JaluHomePage() {
  const profile = useDeferredQuery(useClientProfile());
  // Undefined while the profile loads; a failed load was already toasted, then 'Jalu'.
  const name = profile.isPending ? undefined : (profile.data?.name ?? null);
  return (
    <div className="space-y-6">
      <Greeting
        name={name}
        fallback="Jalu"
        tagline="Urusan rumah hari ini, biar Yasa yang bantu."
      />

      {/* Said up front (as on the Yasa home): posting asks for a name first. */}
      {name === null && profile.isSuccess && (
        <IncompleteNotice
          editPath={paths.jalu.profileUpdate}
          reason="Isi namamu dulu supaya bisa membuat pesanan; Yasa perlu tahu siapa kamu."
        />
      )}

      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_26rem]">
        <div className="lg:order-2">
          <WalletCard role="jalu" ownerName={name} />
        </div>
        <section aria-labelledby="jalu-home-services" className="lg:order-1">
          <h2 id="jalu-home-services" className="text-lg font-bold">
            Mau Ngapain Hari Ini?
          </h2>
          <div className="mt-3 grid grid-cols-2 gap-3 sm:gap-4">
            {TILES.map((tile) => (
              <ServiceTile key={tile.to} {...tile} />
            ))}
          </div>
        </section>
      </div>

      <Banner slides={BANNER_SLIDES.jalu} />
      <BestYasaSection />
    </div>
  );
}
