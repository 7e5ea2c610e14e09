// Whether images still decode: a stored working copy can be cut short or emptied (a full disk, a cleared
// site), and a layer must not offer an image that would break every token it is drawn in.

/** False for a missing image (null) and for one that does not decode. */
export function decodable(images: Array<Blob | null>): Promise<boolean[]> {
  return Promise.all(
    images.map((image) =>
      image
        ? createImageBitmap(image).then(
            (bitmap) => (bitmap.close(), true),
            () => false,
          )
        : false,
    ),
  );
}
