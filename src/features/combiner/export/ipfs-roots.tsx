import { Button } from '@/components/ui/button';
import { downloadUrl } from '@/lib/download';
import type { IpfsPack } from '@core/protocol';

/** The two roots and the base token URI of a packed set, known before the upload, and its two CARs. */
export function IpfsRoots({ pack, collection }: { pack: IpfsPack; collection: string }) {
  const prefix = collection.trim() || 'collection';
  const rows = [
    ['Images root', pack.imagesRoot],
    ['Metadata root', pack.metadataRoot],
    ['Base token URI', pack.baseTokenUri],
  ] as const;
  return (
    <section aria-label="IPFS addresses" className="space-y-2 text-sm">
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
        {rows.map(([term, value]) => (
          <div key={term} className="contents">
            <dt className="font-medium">{term}</dt>
            <dd className="font-mono break-all" aria-label={term}>
              {value}
            </dd>
          </div>
        ))}
      </dl>
      <p className="text-gray-600 dark:text-gray-400">
        Upload both CAR files to a pinning service that takes CAR files, then paste the base token URI into the minter.
      </p>
      {pack.imagesCarUrl && pack.metadataCarUrl && (
        <div className="flex flex-wrap gap-3">
          <Button variant="secondary" onClick={() => downloadUrl(pack.imagesCarUrl!, `${prefix}_images.car`)}>
            Download images.car
          </Button>
          <Button variant="secondary" onClick={() => downloadUrl(pack.metadataCarUrl!, `${prefix}_metadata.car`)}>
            Download metadata.car
          </Button>
        </div>
      )}
    </section>
  );
}
