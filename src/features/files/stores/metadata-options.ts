// The "Images base URI" of the metadata exports, shared by the bulk zip and each file's own download.
import { create } from 'zustand';

export const useMetadataOptions = create<{ baseUri: string }>(() => ({ baseUri: '' }));

export const setImagesBaseUri = (baseUri: string) => useMetadataOptions.setState({ baseUri });
