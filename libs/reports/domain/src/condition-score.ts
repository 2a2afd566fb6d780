// Condition labels and badge colours of a score out of 10.
export type ConditionLabel = 'Excellent' | 'Good' | 'Fair' | 'Poor' | 'Critical';
export type ScoreTone = 'green' | 'yellow' | 'red';

export function conditionLabel(score: number): ConditionLabel {
  if (score >= 9) return 'Excellent';
  if (score >= 7) return 'Good';
  if (score >= 5) return 'Fair';
  if (score >= 3) return 'Poor';
  return 'Critical';
}

export function scoreTone(score: number): ScoreTone {
  if (score >= 8) return 'green';
  if (score >= 6) return 'yellow';
  return 'red';
}

/** Score bar width: score/10 as a percentage, kept within 0–100. */
export function scoreBarWidth(score: number, maxScore = 10): string {
  const ratio = maxScore > 0 ? score / maxScore : 0;
  return `${Math.min(100, Math.max(0, ratio * 100))}%`;
}
