// The key fields of each pinning service. Pinata takes one JWT (none through the site's own account); Filebase an S3 access key, its secret and
// the IPFS bucket the CARs go to, kept together as one key text (pin-services.ts).
import { TextField } from '@/components/ui/form-field';
import type { PinService } from './launch-store';
import { filebaseFields, filebaseKeyText } from './pin-services';

interface KeyFieldsProps {
  value: string;
  onChange(key: string): void;
}

const SECRET = { type: 'password', autoComplete: 'off' } as const;

function PinataKeyField({ value, onChange }: KeyFieldsProps) {
  return <TextField label="Pinata key (JWT)" {...SECRET} value={value} onChange={(e) => onChange(e.target.value)} />;
}

function FilebaseKeyFields({ value, onChange }: KeyFieldsProps) {
  const key = filebaseFields(value);
  const set = (field: keyof typeof key) => (e: React.ChangeEvent<HTMLInputElement>) =>
    onChange(filebaseKeyText({ ...key, [field]: e.target.value.trim() }));
  return (
    <div className="grid gap-2 sm:grid-cols-3">
      <TextField label="Filebase access key" {...SECRET} value={key.accessKey} onChange={set('accessKey')} />
      <TextField label="Filebase secret key" {...SECRET} value={key.secretKey} onChange={set('secretKey')} />
      <TextField
        label="Filebase bucket"
        hint="An IPFS bucket whose CORS rules admit this site"
        autoComplete="off"
        value={key.bucket}
        onChange={set('bucket')}
      />
    </div>
  );
}

export function PinKeyFields({ service, ...props }: KeyFieldsProps & { service: PinService }) {
  if (service === 'pinata-site')
    return <p className="text-sm">No key needed: this site's Pinata account signs each upload, and the CARs go straight to Pinata.</p>;
  return service === 'pinata' ? <PinataKeyField {...props} /> : <FilebaseKeyFields {...props} />;
}
