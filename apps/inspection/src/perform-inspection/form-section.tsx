// One section of the form, memoised: a keystroke re-renders the field it changed (through its own subscription to
// the answers) and this section's 'n/m answered' only when that count changes.
import { memo, useMemo } from 'react';
import { type EditorField, type EditorSection } from '@inspection/forms-template-model';
import { sectionSlots, type FieldAnswer } from '@inspection/inspection-domain';
import { FieldInput } from './fields/field-input';
import type { UploadProgress, WaitingPreview } from './photos/use-photo-uploads';
import { SectionCard } from './section-card';
import type { AnswersStore } from './engine/answers-store';
import { useAnswer } from './use-answers';
import { useSectionProgress } from './use-section-progress';

interface Props {
  section: EditorSection;
  answers: AnswersStore;
  errors: Record<string, string>;
  readOnly: boolean;
  open: boolean;
  onToggle: (sectionId: string) => void;
  onAnswer: (key: string, answer: FieldAnswer) => void;
  uploads: Record<string, UploadProgress[]>;
  onAddPhotos: (key: string, field: EditorField, files: File[]) => void;
  waiting: Record<string, WaitingPreview[]>;
  onRemoveWaiting: (id: string) => void;
}

type AnsweredFieldProps = Omit<Parameters<typeof FieldInput>[0], 'answer'> & { answers: AnswersStore };

/** A field reading its own answer from the store. */
function AnsweredField({ answers, ...props }: AnsweredFieldProps) {
  const answer = useAnswer(answers, props.answerKey);
  return <FieldInput {...props} answer={answer} />;
}

export const FormSection = memo(function FormSection({
  section, answers, errors, readOnly, open, onToggle, onAnswer, uploads, onAddPhotos, waiting, onRemoveWaiting,
}: Props) {
  const slots = useMemo(() => sectionSlots(section), [section]);
  const progress = useSectionProgress(answers, section);
  return (
    <SectionCard
      id={section.id}
      title={section.title}
      progress={progress}
      open={open}
      onToggle={() => onToggle(section.id)}
    >
      {slots.map((slot) => (
        <AnsweredField
          key={slot.key}
          answers={answers}
          answerKey={slot.key}
          field={slot.field}
          isChild={Boolean(slot.parent)}
          error={errors[slot.key]}
          readOnly={readOnly}
          onAnswer={onAnswer}
          uploads={uploads[slot.key]}
          onAddPhotos={onAddPhotos}
          waiting={waiting[slot.key]}
          onRemoveWaiting={onRemoveWaiting}
        />
      ))}
    </SectionCard>
  );
});
