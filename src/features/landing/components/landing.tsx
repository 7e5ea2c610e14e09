// The home screen before ownership is proved: what Traitforge does, and the way in (the connect dialog).
import type { PartnerCollection } from '@contract/partners';
import { Button } from '@/components/ui/button';
import { useConnectDialog } from '@/lib/connect-dialog-store';
import { FeatureCards } from './feature-cards';
import { SupportedChains } from './supported-chains';
import { PartnerTeaser } from './partner-teaser';

export function Landing({ partners }: { partners: readonly PartnerCollection[] }) {
  const openConnect = useConnectDialog((s) => s.setOpen);
  return (
    <div>
      <header className="relative isolate overflow-hidden bg-gray-900 text-white">
        <video
          src="/landing/header.webm"
          autoPlay
          muted
          loop
          playsInline
          aria-hidden="true"
          className="absolute inset-0 -z-10 h-full w-full object-cover opacity-60"
        />
        <div className="mx-auto max-w-6xl px-4 py-24">
          <h1 className="text-4xl font-bold">Create your NFT collection with Traitforge</h1>
          <p className="mt-4 max-w-2xl text-lg">Rename, combine and describe your art in the browser, without writing code.</p>
          <Button className="mt-8" onClick={() => openConnect(true)}>
            Get Started
          </Button>
        </div>
      </header>
      <div className="mx-auto max-w-6xl px-4 py-12">
        <FeatureCards />
        <SupportedChains />
        <div className="text-center">
          <Button onClick={() => openConnect(true)}>Create your collection</Button>
        </div>
        <PartnerTeaser partners={partners} />
      </div>
    </div>
  );
}
