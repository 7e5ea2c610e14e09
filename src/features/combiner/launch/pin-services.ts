// The pinning services a launch can send its CARs to, each behind one call: send what the service lacks
// of a CAR (resuming the upload named by `resume`), report progress, resolve with the root it reports.
import { CID } from 'multiformats/cid';
import { filebaseEndpoint, pinataUploadUrl, pinPartBytes, filebasePartBytes } from './launch-config';
import { pinataUploadCar } from './pinata-upload';
import { filebaseUploadCar, type FilebaseKey } from './filebase-upload';
import { signedUploadUrl } from './site-pinning';
import type { CarName, PinService } from './launch-store';

export interface CarSend {
  car: CarName;
  bytes: number;
  /** The root computed here: Filebase names the object by it. */
  expected: string;
  key: string;
  resume: string | null;
  signal: AbortSignal;
  onUpload(handle: string): void;
  onProgress(sent: number): void;
}

/** Filebase's key as the panel keeps it: one string (the pinning key's slot), JSON of its three fields. */
export const filebaseKeyText = (key: FilebaseKey) => JSON.stringify(key);

/** The fields of a kept Filebase key, empty where none was typed. */
export function filebaseFields(text: string): FilebaseKey {
  try {
    const key = JSON.parse(text) as Partial<FilebaseKey>;
    return { accessKey: key.accessKey ?? '', secretKey: key.secretKey ?? '', bucket: key.bucket ?? '' };
  } catch {
    return { accessKey: '', secretKey: '', bucket: '' };
  }
}

const complete = (key: FilebaseKey) => key.accessKey !== '' && key.secretKey !== '' && key.bucket !== '';

interface PinServiceEntry {
  name: string;
  /** The site's own account: no key to type, remember or forget. */
  keyless?: true;
  missingKey: string;
  hasKey(key: string): boolean;
  send(file: Blob, s: CarSend): Promise<string>;
}

export const PIN_SERVICES: Record<PinService, PinServiceEntry> = {
  pinata: {
    name: 'Pinata',
    missingKey: 'Pinning needs your Pinata key (a JWT): type it above',
    hasKey: (key) => key !== '',
    send: (file, s) =>
      pinataUploadCar(file, `${s.car}.car`, {
        endpoint: pinataUploadUrl(),
        key: s.key,
        partBytes: pinPartBytes(),
        resumeUrl: s.resume,
        signal: s.signal,
        onUploadUrl: s.onUpload,
        onProgress: s.onProgress,
      }),
  },
  'pinata-site': {
    name: "Pinata (this site's account)",
    keyless: true,
    missingKey: '',
    hasKey: () => true,
    // A signed URL only starts an upload: one is asked for each new upload, none to resume one.
    send: async (file, s) =>
      pinataUploadCar(file, `${s.car}.car`, {
        endpoint: pinataUploadUrl(),
        key: null,
        createUrl: s.resume ? undefined : await signedUploadUrl({ car: s.car, bytes: s.bytes }),
        partBytes: pinPartBytes(),
        resumeUrl: s.resume,
        signal: s.signal,
        onUploadUrl: s.onUpload,
        onProgress: s.onProgress,
      }),
  },
  filebase: {
    name: 'Filebase',
    missingKey: 'Pinning needs your Filebase access key, secret key and bucket: type them above',
    hasKey: (key) => complete(filebaseFields(key)),
    send: (file, s) =>
      filebaseUploadCar(file, `${s.car}-${s.expected}.car`, {
        endpoint: filebaseEndpoint(),
        key: filebaseFields(s.key),
        partBytes: filebasePartBytes(),
        resumeId: s.resume,
        signal: s.signal,
        onUploadId: s.onUpload,
        onProgress: s.onProgress,
      }),
  },
};

/** The same root, whichever CID version the service writes it in. */
export function sameRoot(reported: string, expected: string): boolean {
  try {
    return CID.parse(reported).toV1().equals(CID.parse(expected).toV1());
  } catch {
    return false;
  }
}
