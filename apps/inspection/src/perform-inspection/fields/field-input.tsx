import { memo } from 'react';
import type { EditorField } from '@inspection/forms-template-model';
import type { FieldAnswer } from '@inspection/inspection-domain';
import { Label } from '@inspection/ui';
import type { UploadProgress, WaitingPreview } from '../photos/use-photo-uploads';
import { DropdownFieldInput } from './dropdown-field-input';
import { errorId, inputId, labelId, type FieldInputProps } from './field-props';
import { ImageFieldInput } from './image-field-input';
import { MultipleChoiceFieldInput } from './multiple-choice-field-input';
import { TextFieldInput } from './text-field-input';

interface Props extends Omit<FieldInputProps, 'onChange'> {
  uploads?: UploadProgress[];
  /** Stable callbacks taking the key, so a keystroke re-renders only the field it changed. */
  onAnswer: (key: string, answer: FieldAnswer) => void;
  onAddPhotos: (key: string, field: EditorField, files: File[]) => void;
  waiting?: WaitingPreview[];
  onRemoveWaiting?: (id: string) => void;
  isChild?: boolean;
}

/** One question: its label (required ones starred), the input of its kind and its error. */
export const FieldInput = memo(function FieldInput({ isChild, uploads, waiting, onRemoveWaiting, onAnswer, onAddPhotos: addPhotos, ...rest }: Props) {
  const props: FieldInputProps = { ...rest, onChange: (answer) => onAnswer(rest.answerKey, answer) };
  const onAddPhotos = (files: File[]) => addPhotos(rest.answerKey, rest.field, files);
  const { answerKey, field, error } = props;
  return (
    <div className={isChild ? 'ml-4 border-l-2 border-slate-200 pl-4' : undefined} data-answer-key={answerKey}>
      <Label id={labelId(answerKey)} htmlFor={field.type === 'dropdown' && field.multiple ? undefined : inputId(answerKey)} className="mb-1.5 block text-sm font-medium text-slate-800">
        {field.title}
        {field.required && (
          <span className="ml-0.5 text-red-600" aria-hidden="true">
            *
          </span>
        )}
      </Label>
      {field.type === 'dropdown' ? (
        field.multiple ? <MultipleChoiceFieldInput {...props} /> : <DropdownFieldInput {...props} />
      ) : field.type === 'image' ? (
        <ImageFieldInput {...props} uploads={uploads} onAddPhotos={onAddPhotos} waiting={waiting} onRemoveWaiting={onRemoveWaiting} />
      ) : (
        <TextFieldInput {...props} />
      )}
      {error && (
        <p id={errorId(answerKey)} role="alert" className="mt-1 text-sm text-red-600">
          {error}
        </p>
      )}
    </div>
  );
});
