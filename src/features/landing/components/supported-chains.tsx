const CHAINS = [
  { name: 'Stargaze', logo: '/logos/stargaze.svg' },
  { name: 'Cosmos Hub', logo: '/logos/cosmos.svg' },
  { name: 'Osmosis', logo: '/logos/osmosis.svg' },
  { name: 'Ethereum', logo: '/logos/ethereum.svg' },
  { name: 'Solana', logo: '/logos/solana.svg' },
];

export function SupportedChains() {
  return (
    <section aria-labelledby="supported-chains" className="my-12">
      <h2 id="supported-chains" className="mb-6 text-center text-2xl font-bold">
        Supported chains
      </h2>
      <ul className="grid grid-cols-2 gap-6 sm:grid-cols-3 md:grid-cols-5">
        {CHAINS.map((c) => (
          <li key={c.name} className="flex flex-col items-center gap-2">
            <img src={c.logo} alt={`${c.name} logo`} width={64} height={64} />
            <span className="text-sm">{c.name}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
