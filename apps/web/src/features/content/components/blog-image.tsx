/** A post's cover image; a broken or missing image becomes a calm placeholder, not a hole. */
import { BookOpen } from 'lucide-react';
import { useState } from 'react';
import { cn } from '@/components/ui/cn';

type BlogImageProps = {
  src: string;
  alt: string;
  className?: string;
  sizes?: string;
  loading?: 'lazy' | 'eager';
};

export function BlogImage({ src, alt, className, sizes, loading = 'lazy' }: BlogImageProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  if (!src || failedSrc === src) {
    return (
      <div
        role="img"
        aria-label={alt}
        className={cn(
          'flex h-full w-full items-center justify-center bg-gradient-to-br from-clay-100 via-cream-200 to-sage-100 text-clay-600 dark:from-night-700 dark:via-night-800 dark:to-night-700 dark:text-clay-300',
          className,
        )}
      >
        <BookOpen className="h-10 w-10 opacity-70" aria-hidden />
      </div>
    );
  }
  return (
    <img
      src={src}
      alt={alt}
      sizes={sizes}
      loading={loading}
      decoding="async"
      onError={() => setFailedSrc(src)}
      className={cn('h-full w-full object-cover', className)}
    />
  );
}
