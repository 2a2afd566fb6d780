// The stored report of a submitted inspection, in the shape the buyer's report page reads:
// sections {id, title, rating, fields, images, maxScores}, damage_data {part: {conditions, severity}},
// image groups (Main Picture first) and vehicle_info {brand, model, year, fields}.
import type { EditorTemplate } from '@inspection/forms-template-model';
import { MAIN_PICTURE_GROUP, type ReportSignatures } from '@inspection/report-model';
import { annotationsOfPhoto, readAnnotations, type PhotoAnnotation } from '@inspection/shared-domain';
import { imageUrls, sectionSlots, type InspectionAnswers, type MarkedData } from './answers';
import { partDamageSeverity, type DamageSeverity } from './damage-severity';
import { overallScore, sectionRating, sectionTotals } from './scoring';

export interface ReportBooking {
  vehicle_make?: string | null;
  vehicle_model?: string | null;
  vehicle_year?: number | string | null;
}

export interface StoredReportField {
  id: string;
  title: string;
  type: string;
  /** Kept so the buyer's copy can leave out phone and email answers. */
  input_type: string;
  value: unknown;
  score: number | null;
  maxScore: number | null;
}

export interface StoredReportSection {
  id: string;
  title: string;
  rating: number | null;
  fields: StoredReportField[];
  images: { url: string; alt: string; isIssue: boolean; issueNote: string; annotations?: PhotoAnnotation[] }[];
  maxScores: number;
}

export interface StoredReport {
  status: 'published';
  overall_score: number;
  inspection_results: StoredReportSection[];
  damage_data: Record<string, { conditions: string[]; severity: DamageSeverity }>;
  images: { title: string; urls: string[] }[];
  vehicle_info: {
    brand: string;
    model: string;
    year: string;
    fields: { title: string; value: unknown; type: string; input_type: string }[];
  };
  /** Who signed it, added at submit (the inspector's is required). */
  signatures?: ReportSignatures;
}

const VEHICLE_SECTION = /^vehicle info(rmation)?$/i;

const numberOrNull = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : null);

/** Marked parts with at least one condition (the lastUpdated stamp is not a part). */
export function markedParts(marked: MarkedData): Record<string, string[]> {
  const parts: Record<string, string[]> = {};
  for (const [name, conditions] of Object.entries(marked)) {
    if (name === 'lastUpdated' || !Array.isArray(conditions) || conditions.length === 0) continue;
    parts[name] = conditions;
  }
  return parts;
}

export function buildInspectionReport(
  template: Pick<EditorTemplate, 'sections'>,
  answers: InspectionAnswers,
  marked: MarkedData,
  booking: ReportBooking,
): StoredReport {
  const groups: { title: string; urls: string[] }[] = [];
  const sections = template.sections.map((section): StoredReportSection => {
    const slots = sectionSlots(section);
    const fields: StoredReportField[] = [];
    const images: StoredReportSection['images'] = [];
    for (const { key, field } of slots) {
      const answer = answers[key];
      if (field.type === 'image') {
        const urls = imageUrls(answer);
        if (urls.length) groups.push({ title: field.title, urls });
        const marks = readAnnotations(answer?.annotations);
        for (const url of urls) {
          const annotations = annotationsOfPhoto(marks, url, urls[0]);
          images.push({
            url, alt: field.title, isIssue: answer?.isIssue === true, issueNote: answer?.notes ?? '',
            ...(annotations.length ? { annotations } : {}),
          });
        }
        continue;
      }
      fields.push({
        id: key,
        title: field.title,
        type: field.type,
        input_type: field.inputType,
        value: answer?.value ?? null,
        score: numberOrNull(answer?.score),
        maxScore: numberOrNull(answer?.maxScore),
      });
    }
    const scored = slots.map(({ key }) => answers[key] ?? {});
    return {
      id: section.id,
      title: section.title,
      rating: sectionRating(scored),
      fields,
      images,
      maxScores: sectionTotals(scored).maxScore,
    };
  });

  const vehicleFields = sections
    .filter((section) => VEHICLE_SECTION.test(section.title.trim()))
    .flatMap((section) => section.fields.filter((field) => field.type === 'text'))
    .map((field) => ({ title: field.title, value: field.value, type: field.type, input_type: field.input_type }));
  const answerOf = (title: string) => {
    const found = vehicleFields.find((field) => field.title.trim().toLowerCase() === title);
    return typeof found?.value === 'string' && found.value.trim() ? found.value.trim() : undefined;
  };

  const damage: StoredReport['damage_data'] = {};
  for (const [part, conditions] of Object.entries(markedParts(marked))) {
    damage[part] = { conditions, severity: partDamageSeverity(conditions) };
  }

  return {
    status: 'published',
    overall_score: overallScore(sections.map((section) => section.rating)),
    inspection_results: sections,
    damage_data: damage,
    // Main Picture first, the rest in form order.
    images: [
      ...groups.filter((group) => group.title === MAIN_PICTURE_GROUP),
      ...groups.filter((group) => group.title !== MAIN_PICTURE_GROUP),
    ],
    vehicle_info: {
      brand: answerOf('vehicle brand') ?? booking.vehicle_make ?? '',
      model: answerOf('vehicle model') ?? booking.vehicle_model ?? '',
      year: answerOf('vehicle year') ?? (booking.vehicle_year == null ? '' : String(booking.vehicle_year)),
      fields: vehicleFields,
    },
  };
}
