import { featuredImage } from "./image";

/** A post's featured image with its intrinsic size (no layout shift), lazy unless above the fold. */
export function PostImage(props: {
  imageUrl: string;
  title: string;
  sizes: string;
  eager?: boolean;
  className?: string;
  /** The post's language: its alternative text is written in it. */
  lang?: string;
}) {
  const image = featuredImage(props.imageUrl, props.title);
  if (!image) return null;
  return (
    <img
      src={image.src}
      srcSet={image.srcSet}
      sizes={image.srcSet ? props.sizes : undefined}
      width={image.width}
      height={image.height}
      alt={image.alt}
      lang={props.lang}
      loading={props.eager ? "eager" : "lazy"}
      decoding={props.eager ? undefined : "async"}
      fetchPriority={props.eager ? "high" : undefined}
      className={`aspect-[1200/630] h-auto w-full object-cover ${props.className ?? ""}`}
    />
  );
}
