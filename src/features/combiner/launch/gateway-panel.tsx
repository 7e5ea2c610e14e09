import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { OutcomeMessage } from '@/components/ui/outcome-message';
import { TextField } from '@/components/ui/form-field';
import { checkGateway } from './gateway-check';
import { defaultGateway } from './launch-config';
import { useLaunchStore } from './launch-store';

export function GatewayPanel() {
  const { gateway, gatewayOutcome } = useLaunchStore();
  const [url, setUrl] = useState(defaultGateway);
  return (
    <div className="space-y-2">
      <TextField label="Gateway" value={url} onChange={(e) => setUrl(e.target.value)} />
      <Button variant="secondary" disabled={gateway === 'running'} onClick={() => void checkGateway(url)}>
        Check through the gateway
      </Button>
      <OutcomeMessage outcome={gatewayOutcome} label="Gateway check" />
    </div>
  );
}
