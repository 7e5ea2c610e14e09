import { Button } from '@/components/ui/button';
import { TextAreaField, TextField } from '@/components/ui/form-field';
import { useSessionStore } from '@/lib/session-store';
import { isSolanaAddress } from '@core/export/targets/metaplex/metaplex-creators';
import { setExport, useExportStore } from './export-store';

/** Wallets whose address is a Solana public key. */
const SOLANA_WALLETS: readonly string[] = ['solflare', 'magiceden'];

/** Metaplex's symbol and creators (the royalties field above gives seller_fee_basis_points): Sugar's config.json and every token's JSON. */
export function MetaplexSaleFields() {
  const { launch, busy } = useExportStore();
  const { starsAddress, activeWallet } = useSessionStore();
  const wallet =
    activeWallet && SOLANA_WALLETS.includes(activeWallet) && starsAddress && isSolanaAddress(starsAddress) ? starsAddress : null;
  const set = (fields: Partial<typeof launch>) => setExport({ launch: { ...launch, ...fields } });
  return (
    <div className="grid gap-2 sm:grid-cols-3">
      <TextField
        label="Symbol"
        placeholder="e.g. FORGE"
        hint="At most 10 bytes"
        size="compact"
        value={launch.symbol}
        disabled={busy !== null}
        onChange={(e) => set({ symbol: e.target.value })}
      />
      <div className="sm:col-span-2">
        <TextAreaField
          label="Creators"
          hint="A Solana address and its share in %, one per line (shares add up to 100; an address alone takes 100)"
          size="compact"
          controlClassName="font-mono"
          rows={2}
          value={launch.creators}
          disabled={busy !== null}
          onChange={(e) => set({ creators: e.target.value })}
        />
        {wallet && (
          <Button variant="secondary" className="mt-1" disabled={busy !== null} onClick={() => set({ creators: `${wallet} 100` })}>
            Use the connected Solana wallet
          </Button>
        )}
      </div>
    </div>
  );
}
