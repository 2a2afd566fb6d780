// The marks on each photo of a report, by URL: the gallery shows image groups (URLs only), so it looks up the marks
// its photos carry in the sections.
import type { PhotoAnnotation } from '@inspection/shared-domain';
import type { PublicReport } from './public-report';

export function marksByPhoto(report: Pick<PublicReport, 'sections'>): Map<string, PhotoAnnotation[]> {
  const marks = new Map<string, PhotoAnnotation[]>();
  for (const section of report.sections) {
    for (const photo of section.images) {
      if (photo.annotations?.length && !marks.has(photo.url)) marks.set(photo.url, photo.annotations);
    }
  }
  return marks;
}
