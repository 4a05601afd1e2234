/** Widths every generated product image exists in (`{path}-{width}.webp`, see the seed's images). */
export const PRODUCT_IMAGE_WIDTHS = [400, 800] as const;

/**
 * Width-described sources of a generated image (`{path}-{width}.webp`, see the seed's images).
 * Here, free of server imports, because product tiles draw images in the browser too.
 */
export function srcSet(path: string, widths: readonly number[]): string {
  return widths.map((w) => `/media/${path}-${w}.webp ${w}w`).join(', ');
}

/** A generated WebP set as a responsive <img>; the browser picks the width for its layout. */
export function MediaImage({
  image,
  alt,
  sizes,
  eager = false,
  className = '',
}: {
  image: { path: string; width: number; height: number };
  alt: string;
  sizes: string;
  eager?: boolean;
  className?: string;
}) {
  return (
    <img
      src={`/media/${image.path}-${PRODUCT_IMAGE_WIDTHS[0]}.webp`}
      srcSet={srcSet(image.path, PRODUCT_IMAGE_WIDTHS)}
      sizes={sizes}
      width={image.width}
      height={image.height}
      alt={alt}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      className={className}
    />
  );
}
