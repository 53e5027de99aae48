import { useCallback, useEffect, useRef, useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { clearDraft, loadDraft, saveDraft } from './draft';
import { EMPTY_VALUES, LAST_STEP, STEPS, type StepIndex, type TradeinValues } from './form-values';

/**
 * The trade-in form: one react-hook-form over the four steps, each step checked with its own
 * schema before the next; every change saved in the draft (draft.ts), with the step reached.
 */
export function useTradeinForm() {
  const [initial] = useState(() => loadDraft() ?? { step: 0 as StepIndex, values: EMPTY_VALUES });
  const [step, setStepState] = useState<StepIndex>(initial.step);
  const stepRef = useRef(step);
  stepRef.current = step;

  const resolver: Resolver<TradeinValues> = useCallback(
    (values, context, options) => (zodResolver(STEPS[stepRef.current].schema) as unknown as Resolver<TradeinValues>)(values, context, options),
    [],
  );
  const form = useForm<TradeinValues>({ defaultValues: initial.values, resolver, mode: 'onSubmit', reValidateMode: 'onChange', shouldFocusError: false /* the error summary takes the focus */ });

  useEffect(() => {
    const subscription = form.watch((values) => saveDraft({ step: stepRef.current, values: { ...EMPTY_VALUES, ...(values as TradeinValues) } }));
    return () => subscription.unsubscribe();
  }, [form]);

  const setStep = useCallback(
    (next: StepIndex) => {
      stepRef.current = next;
      setStepState(next);
      form.clearErrors();
      saveDraft({ step: next, values: form.getValues() });
    },
    [form],
  );

  const next = useCallback(() => setStep(Math.min(LAST_STEP, stepRef.current + 1) as StepIndex), [setStep]);
  const back = useCallback(() => setStep(Math.max(0, stepRef.current - 1) as StepIndex), [setStep]);

  /** After sending: the draft is forgotten, the form empty again. */
  const finish = useCallback(() => {
    stepRef.current = 0;
    setStepState(0);
    form.reset(EMPTY_VALUES);
    // Last: resetting the form saved an empty draft.
    clearDraft();
  }, [form]);

  return { form, step, setStep, next, back, finish };
}
