// The pins read back through a gateway, as a collector's wallet will read them: `<imagesRoot>/1.png`
// answers, `<metadataRoot>/1` answers with JSON, and its `image` names the pinned images root.
import { setLaunch, useLaunchStore } from './launch-store';

async function problemsAt(gateway: string, imagesRoot: string, metadataRoot: string): Promise<string[]> {
  const base = gateway.trim().replace(/\/+$/, '');
  const image = `${base}/ipfs/${imagesRoot}/1.png`;
  const metadata = `${base}/ipfs/${metadataRoot}/1`;
  const problems: string[] = [];
  const get = (url: string) => fetch(url).catch((error: unknown) => new Error(`${url} did not answer: ${String(error)}`));
  const [imageAnswer, metadataAnswer] = await Promise.all([get(image), get(metadata)]);
  if (imageAnswer instanceof Error) problems.push(imageAnswer.message);
  else if (!imageAnswer.ok) problems.push(`${image} answered HTTP ${imageAnswer.status}`);
  if (metadataAnswer instanceof Error) return [...problems, metadataAnswer.message];
  if (!metadataAnswer.ok) return [...problems, `${metadata} answered HTTP ${metadataAnswer.status}`];
  const json = (await metadataAnswer.json().catch(() => null)) as { image?: unknown } | null;
  const expected = `ipfs://${imagesRoot}/1.png`;
  if (json?.image !== expected) problems.push(`Token 1's metadata names ${String(json?.image)} as its image, not ${expected}`);
  return problems;
}

export async function checkGateway(gateway: string): Promise<void> {
  const { pack } = useLaunchStore.getState();
  if (!pack) return;
  setLaunch({ gateway: 'running', gatewayOutcome: null });
  const problems = await problemsAt(gateway, pack.imagesRoot, pack.metadataRoot);
  setLaunch(
    problems.length
      ? {
          gateway: 'failed',
          gatewayOutcome: {
            ok: false,
            text: 'The gateway does not serve the pins yet: wait a minute and check again, or try another gateway',
            problems,
          },
        }
      : { gateway: 'done', gatewayOutcome: { ok: true, text: 'The gateway serves token 1: image and metadata', problems: [] } },
  );
}
