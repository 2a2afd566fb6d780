import { useState } from 'react';
import type { ImageGroup } from '@inspection/domain';
import { Card } from '@inspection/ui';
import { ImageModal } from '../sheet/image-modal';

export function PhotoGallery({ groups }: { groups: readonly ImageGroup[] }) {
  const [openSrc, setOpenSrc] = useState<string | null>(null);
  const filled = groups.filter((group) => group.urls.length > 0);
  if (filled.length === 0) return null;
  return (
    <Card className="p-5">
      <h2 className="mb-4 text-lg font-semibold text-slate-900">Photo Gallery</h2>
      <div className="flex flex-col gap-5">
        {filled.map((group, groupIndex) => (
          <div key={`${group.title}-${groupIndex}`}>
            <h3 className="mb-2 text-sm font-medium text-slate-600">{group.title}</h3>
            <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
              {group.urls.map((url, index) => (
                <button
                  key={`${url}-${index}`}
                  type="button"
                  onClick={() => setOpenSrc(url)}
                  className="aspect-[4/3] cursor-zoom-in overflow-hidden rounded-lg border border-slate-200 bg-slate-100"
                >
                  <img src={url} alt={`${group.title} ${index + 1}`} loading="lazy" className="size-full object-cover" />
                </button>
              ))}
            </div>
          </div>
        ))}
      </div>
      <ImageModal src={openSrc} onClose={() => setOpenSrc(null)} />
    </Card>
  );
}
