import { useState } from 'react';
import { ImageOff } from 'lucide-react';
import { cn } from '@inspection/ui';
import { VEHICLE_PLACEHOLDER_URL } from './vehicle-placeholder';

export interface VehiclePhotoProps {
  src: string;
  alt: string;
  className?: string;
  /** Eager for the page's hero photo; lazy for grid cards. */
  loading?: 'lazy' | 'eager';
  /** The page's largest picture: fetched first (the server-rendered page also preloads it). */
  priority?: boolean;
}

/** A photo in a fixed-ratio box (no layout shift): the placeholder when missing, an icon when it fails. */
export function VehiclePhoto({ src, alt, className, loading = 'lazy', priority = false }: VehiclePhotoProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const url = src.trim() || VEHICLE_PLACEHOLDER_URL;
  return (
    <div className={cn('relative aspect-[3/2] w-full overflow-hidden bg-slate-100', className)}>
      {failedSrc === url ? (
        <div role="img" aria-label={`${alt} (image unavailable)`} className="flex size-full items-center justify-center text-slate-400">
          <ImageOff className="size-10" aria-hidden="true" data-testid="photo-failed-icon" />
        </div>
      ) : (
        <img
          src={url}
          alt={alt}
          loading={loading}
          decoding={priority ? 'sync' : 'async'}
          fetchPriority={priority ? 'high' : undefined}
          width={600}
          height={400}
          className="size-full object-cover"
          onError={() => setFailedSrc(url)}
        />
      )}
    </div>
  );
}
