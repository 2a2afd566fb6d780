// Scores out of 10. A section's rating is the sum of its scores over the sum of its max scores,
// times 10; scores that are not numbers or are negative are left out. The overall score is the
// average of the ratings of the sections that have max scores.

export interface Scored {
  score?: unknown;
  maxScore?: unknown;
}

function numeric(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value === 'string' && value.trim() !== '') {
    const parsed = Number(value);
    return Number.isFinite(parsed) ? parsed : undefined;
  }
  return undefined;
}

/** An integer is kept as it is, anything else gets one decimal. */
export function roundRating(value: number): number {
  return Number.isInteger(value) ? value : Math.round(value * 10) / 10;
}

/** The section's score and max score totals over its usable answers. */
export function sectionTotals(answers: Scored[]): { score: number; maxScore: number } {
  let score = 0;
  let maxScore = 0;
  for (const answer of answers) {
    const s = numeric(answer.score);
    const m = numeric(answer.maxScore);
    if (s === undefined || m === undefined || s < 0 || m < 0) continue;
    score += s;
    maxScore += m;
  }
  return { score, maxScore };
}

/** null when the section has no max scores (it takes no part in the overall score). */
export function sectionRating(answers: Scored[]): number | null {
  const { score, maxScore } = sectionTotals(answers);
  if (maxScore <= 0) return null;
  return roundRating((score / maxScore) * 10);
}

/** Average of the sections' ratings, one decimal; 0 when no section is scored. */
export function overallScore(ratings: (number | null | undefined)[]): number {
  const rated = ratings.filter((rating): rating is number => typeof rating === 'number' && Number.isFinite(rating));
  if (!rated.length) return 0;
  const average = rated.reduce((sum, rating) => sum + rating, 0) / rated.length;
  return Math.round(average * 10) / 10;
}
