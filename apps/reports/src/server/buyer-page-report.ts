// The report as the buyer's page server renders it: its photos on the page's own origin (report-photo-proxy.ts) and
// the inspector's marks with their points rounded to 1/10,000 of the photo (0.16 px on a 1600 px photo: nothing one
// can see), which keeps a pen stroke's points from filling the page with 17-digit numbers.
import type { PublicReport } from '@inspection/reports-model';
import type { PhotoAnnotation } from '@inspection/shared-domain';
import { withSameOriginPhotos } from './report-photo-proxy';

const round = (value: number) => Math.round(value * 10_000) / 10_000;

export function compactMarks(marks: readonly PhotoAnnotation[]): PhotoAnnotation[] {
  return marks.map((mark) => ({ ...mark, points: mark.points.map(({ x, y }) => ({ x: round(x), y: round(y) })) }));
}

export function buyerPageReport(report: PublicReport, backendUrl?: string): PublicReport {
  const local = backendUrl ? withSameOriginPhotos(report, backendUrl) : report;
  return {
    ...local,
    sections: local.sections.map((section) => ({
      ...section,
      images: section.images.map((photo) => (photo.annotations ? { ...photo, annotations: compactMarks(photo.annotations) } : photo)),
    })),
  };
}
