// bench:inspection's micro measure of the perform screen's render (tools/bench/inspection/form-render.ts): the bench's
// form, handed in by the runner, rendered by the screen's own FormSection in one synchronous commit, as the screen
// renders its fields when its read answers; then the style and layout of that commit.
import '../styles.css';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import type { EditorTemplate } from '@inspection/forms-template-model';
import { cn } from '@inspection/ui';
import { createAnswersStore } from '../perform-inspection/engine/answers-store';
import { FormSection } from '../perform-inspection/form-section';

// The shell's spinner has initialised tailwind-merge (its first cn call builds its class map) before the screen renders.
cn('inline-flex items-center');
const ignore = () => undefined;

function Sections({ template }: { template: EditorTemplate }) {
  const answers = createAnswersStore({});
  return (
    <div className="min-w-0 space-y-4">
      {template.sections.map((section) => (
        <FormSection key={section.id} section={section} answers={answers} errors={{}} readOnly={false} open onToggle={ignore} onAnswer={ignore} uploads={{}} onAddPhotos={ignore} waiting={{}} onRemoveWaiting={ignore} />
      ))}
    </div>
  );
}

const root = createRoot(document.getElementById('root')!);
Object.assign(window, {
  renderForm: (template: EditorTemplate) => {
    const start = performance.now();
    flushSync(() => root.render(<Sections template={template} />));
    const committed = performance.now();
    void document.body.offsetHeight;
    return { commit: committed - start, styleAndLayout: performance.now() - committed, inputs: document.querySelectorAll('[data-answer-key]').length };
  },
  unmountForm: () => flushSync(() => root.render(null)),
});
