import { pictureSources } from '../../../shared/accommodation/imageProxy.ts';

/**
 * A picture through the image proxy, drawn `slotWidth` CSS pixels wide at 3:2 (cropped to it), at
 * densities 1 and 2. Width and height fix its box, so nothing moves when it arrives.
 */
export function ProxiedPicture({
  path,
  slotWidth,
  alt,
  className,
  eager = false,
}: {
  path: string;
  slotWidth: number;
  alt: string;
  className: string;
  eager?: boolean;
}) {
  const sources = pictureSources(path, { width: 3, height: 2 }, slotWidth);
  return (
    <img
      className={className}
      src={sources.src}
      srcSet={sources.srcSet}
      width={sources.width}
      height={sources.height}
      alt={alt}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      fetchPriority={eager ? 'high' : 'auto'}
    />
  );
}
