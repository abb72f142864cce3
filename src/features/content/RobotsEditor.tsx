/**
 * The robots.txt editor: a monospace text area with line numbers (lines never wrap, so a number is a line),
 * bound to react-hook-form like every form-kit field, and under it every problem the check finds as the text
 * is typed, each a button that selects its line.
 */
import { Button, TextArea } from '@blueprintjs/core';
import { TitledCallout } from '../../components/TitledCallout';
import { useCallback, useDeferredValue, useMemo, useRef } from 'react';
import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { checkRobotsText, plural, robotsTextBytes, ROBOTS_MAX_KB, type RobotsProblem } from '../../../contract';
import { FieldShell } from '../../components/form/FieldShell';
import { textInputProps, useField } from '../../components/form/useField';

export interface RobotsEditorProps<T extends FieldValues> {
  control: Control<T>;
  name: FieldPath<T>;
  readOnly?: boolean;
}

/** Character offsets of the start and end of a 1-based line. */
function lineRange(text: string, line: number): [number, number] {
  let start = 0;
  for (let n = 1; n < line; n++) {
    const next = text.indexOf('\n', start);
    if (next < 0) break;
    start = next + 1;
  }
  const end = text.indexOf('\n', start);
  return [start, end < 0 ? text.length : end];
}

export function RobotsEditor<T extends FieldValues>({ control, name, readOnly }: RobotsEditorProps<T>) {
  const binding = useField(control, name);
  const text = (binding.field.value as string | undefined) ?? '';
  const checked = useDeferredValue(text);
  const problems = useMemo(() => checkRobotsText(checked), [checked]);
  const lineCount = useMemo(() => checked.split('\n').length, [checked]);
  const numbers = useMemo(() => Array.from({ length: lineCount }, (_, i) => i + 1).join('\n'), [lineCount]);
  const area = useRef<HTMLTextAreaElement | null>(null);
  const gutter = useRef<HTMLPreElement | null>(null);
  const { inputRef, ...inputProps } = textInputProps(binding);
  const setRefs = useCallback(
    (element: HTMLTextAreaElement | null) => {
      area.current = element;
      inputRef(element);
    },
    [inputRef],
  );

  /** Selects a line and scrolls it into view, as an editor's "go to line" does. */
  const jumpTo = (line: number) => {
    const element = area.current;
    if (!element) return;
    const [start, end] = lineRange(element.value, line);
    element.focus();
    element.setSelectionRange(start, end);
    const lineHeight = parseFloat(getComputedStyle(element).lineHeight) || 18;
    element.scrollTop = Math.max(0, (line - 1) * lineHeight - element.clientHeight / 3);
  };

  const size = `${plural(lineCount, 'line')}, ${(robotsTextBytes(checked) / 1024).toFixed(1)} of ${ROBOTS_MAX_KB} KB`;
  return (
    <>
      <FieldShell id={binding.id} label="robots.txt" error={binding.error} helperText={size}>
        <div className="robots-editor">
          <pre ref={gutter} className="robots-gutter" aria-hidden="true">
            {numbers}
          </pre>
          <TextArea
            {...inputProps}
            inputRef={setRefs}
            className="robots-textarea"
            wrap="off"
            spellCheck={false}
            autoCapitalize="off"
            autoComplete="off"
            readOnly={readOnly}
            onScroll={(e) => {
              if (gutter.current) gutter.current.scrollTop = e.currentTarget.scrollTop;
            }}
          />
        </div>
      </FieldShell>
      <RobotsProblems problems={problems} onJump={jumpTo} />
    </>
  );
}

/** Every problem of the text, each a button that selects its line; nothing when the text is fine. */
function RobotsProblems({ problems, onJump }: { problems: RobotsProblem[]; onJump(line: number): void }) {
  if (problems.length === 0) return null;
  const title = `${plural(problems.length, 'line')} to fix before saving`;
  return (
    <TitledCallout intent="warning" compact className="robots-problems" title={title}>
      <ul>
        {problems.map((p) => (
          <li key={`${p.line}:${p.message}`}>
            {p.line === null ? (
              p.message
            ) : (
              <Button variant="minimal" size="small" text={p.message} onClick={() => onJump(p.line!)} />
            )}
          </li>
        ))}
      </ul>
    </TitledCallout>
  );
}
