import { useEffect, useId, useRef } from 'react';
import styles from './error-summary.module.css';

export interface ErrorSummaryItem {
  /** Id of the field's control, else… */
  id?: string;
  /** …its name in the form (react-hook-form's register name). */
  name?: string;
  label: string;
  message: string;
}

/**
 * Summary items, in the labels' order, from a react-hook-form `errors` object (any record of
 * `{ message }`) or from a function giving a field's message (browser's and API's merged).
 */
export function errorSummaryItems(
  errors: Partial<Record<string, unknown>> | ((name: string) => string | undefined),
  labels: Record<string, string>,
  fieldId?: (name: string) => string,
): ErrorSummaryItem[] {
  return Object.entries(labels).flatMap(([name, label]) => {
    const message =
      typeof errors === 'function' ? errors(name) : (errors[name] as { message?: unknown } | undefined)?.message;
    return typeof message === 'string' && message ? [{ name, id: fieldId?.(name), label, message }] : [];
  });
}

function findControl(box: HTMLElement | null, item: ErrorSummaryItem): HTMLElement | null {
  if (item.id) {
    const byId = document.getElementById(item.id);
    if (byId) return byId;
  }
  if (!item.name) return null;
  const scope = box?.closest('form') ?? document;
  return scope.querySelector<HTMLElement>(`[name="${item.name.replace(/["\\]/g, '\\$&')}"]`);
}

/**
 * The error summary above a form when sending fails (RGAA 11.11, GOV.UK pattern): it takes the
 * focus once per send attempt (`attempt`: react-hook-form's `formState.submitCount`), says how many
 * answers to correct and links to each field; corrections update it without moving the focus.
 * Forms using it pass `shouldFocusError: false` to useForm.
 */
export function ErrorSummary({
  items,
  attempt,
  headingLevel = 2,
}: {
  items: ErrorSummaryItem[];
  attempt: number;
  headingLevel?: 2 | 3;
}) {
  const box = useRef<HTMLDivElement>(null);
  const focusedFor = useRef(0);
  const titleId = useId();
  const shown = items.length > 0 && attempt > 0;
  useEffect(() => {
    // Once per send attempt, when it shows (the API's errors come a moment after the browser's
    // checks passed): corrections then update it without moving the focus.
    if (shown && attempt > focusedFor.current) {
      focusedFor.current = attempt;
      box.current?.focus();
    }
  }, [shown, attempt]);
  if (!shown) return null;
  const n = items.length;
  const Heading = `h${headingLevel}` as const;
  return (
    <div
      ref={box}
      className={styles.summary}
      role="alert"
      tabIndex={-1}
      aria-labelledby={titleId}
      data-testid="error-summary"
    >
      <Heading id={titleId} className={styles.title}>
        {n === 1 ? 'Une réponse est à corriger' : `${n} réponses sont à corriger`}
      </Heading>
      <ul>
        {items.map((item) => (
          <li key={item.id ?? item.name}>
            <a
              href={`#${item.id ?? item.name}`}
              onClick={(event) => {
                event.preventDefault();
                const target = findControl(box.current, item);
                target?.focus();
                target?.scrollIntoView({ block: 'center' });
              }}
            >
              {item.label} : {item.message}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
