import type { PhotoAnnotation } from '@inspection/shared-domain';
import { Dialog, DialogContent, DialogTitle, PhotoMarks } from '@inspection/ui';
import { useI18n } from '@inspection/i18n';

/** Full-screen image with the inspector's marks over it; closed by its close button, a click on the backdrop, or Escape. */
export function ImageModal({ src, marks, onClose }: { src: string | null; marks?: readonly PhotoAnnotation[]; onClose: () => void }) {
  const { t } = useI18n();
  return (
    <Dialog open={src !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent
        size="full"
        overlayClassName="bg-black/85"
        aria-describedby={undefined}
        className="h-auto w-auto max-w-[calc(100vw-2rem)] items-center justify-center overflow-visible border-0 bg-transparent p-0 shadow-none [&>button]:fixed [&>button]:end-4 [&>button]:top-4 [&>button]:bg-white/90 [&>button]:text-slate-900"
      >
        <DialogTitle className="sr-only">{t('sheet.preview')}</DialogTitle>
        {src && (
          <span className="relative inline-block">
            <img src={src} alt={t('viewer.image')} className="block max-h-[calc(100vh-4rem)] max-w-full rounded-lg object-contain" />
            {marks?.length ? <PhotoMarks marks={marks} strokeWidth={4} /> : null}
          </span>
        )}
      </DialogContent>
    </Dialog>
  );
}
