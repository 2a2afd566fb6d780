import { useState } from 'react';
import { ImageOff } from 'lucide-react';
import { useI18n } from '@inspection/i18n';
import { ImageModal } from './image-modal';

function GalleryImage({ src, index, onOpen }: { src: string; index: number; onOpen: () => void }) {
  const { t } = useI18n();
  const [failed, setFailed] = useState(false);
  return (
    <button
      type="button"
      onClick={onOpen}
      aria-label={t('sheet.openImage', { number: index + 1 })}
      className="relative aspect-[4/3] cursor-zoom-in overflow-hidden rounded-lg border border-slate-200 bg-slate-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-blue-500"
    >
      {failed ? (
        <span className="flex size-full items-center justify-center text-slate-400">
          <ImageOff className="size-8" aria-hidden="true" />
        </span>
      ) : (
        <img
          src={src}
          alt={t('sheet.image', { number: index + 1 })}
          loading="lazy"
          decoding="async"
          className="size-full object-cover transition-transform hover:scale-105"
          onError={() => setFailed(true)}
        />
      )}
    </button>
  );
}

/** 'Additional Images' grid; a click opens the image full screen. */
export function ImageGallery({ images }: { images: readonly string[] }) {
  const { t } = useI18n();
  const [openSrc, setOpenSrc] = useState<string | null>(null);
  if (images.length === 0) return null;
  return (
    <section className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <h2 className="mb-4 text-lg font-semibold text-slate-900">{t('sheet.images')}</h2>
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
        {images.map((src, index) => (
          <GalleryImage key={`${src}-${index}`} src={src} index={index} onOpen={() => setOpenSrc(src)} />
        ))}
      </div>
      <ImageModal src={openSrc} onClose={() => setOpenSrc(null)} />
    </section>
  );
}
