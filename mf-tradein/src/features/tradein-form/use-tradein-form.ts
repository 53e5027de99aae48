import { useCallback, useEffect, useRef, useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { clearDraft, loadDraft, saveDraft } from './draft';
import { EMPTY_VALUES, LAST_STEP, type StepIndex, type TradeinValues } from './form-values';

/** The steps' checks (Zod): fetched when the visitor starts typing, used at the first check. */
const loadStepSchemas = () => import(/* webpackChunkName: "tradein-checks" */ './step-schemas');

/**
 * The trade-in form: one react-hook-form over the four steps, each step checked with its own
 * schema before the next; every change saved in the draft (draft.ts), with the step reached.
 *
 * The page is server-rendered at its first step, empty (the server cannot read this browser's
 * localStorage): the first render in the browser is the same, and the draft is restored just
 * after (hydration would otherwise fail, docs/server-rendering.md). `movedByVisitor` tells a step
 * the visitor went to (its heading takes the focus) from one the draft restored (it does not).
 */
export function useTradeinForm() {
  const [step, setStepState] = useState<StepIndex>(0);
  const stepRef = useRef(step);
  stepRef.current = step;
  const movedByVisitor = useRef(false);

  const resolver: Resolver<TradeinValues> = useCallback(
    async (values, context, options) =>
      (await loadStepSchemas()).stepResolver(stepRef.current)(values, context, options),
    [],
  );
  const form = useForm<TradeinValues>({
    defaultValues: EMPTY_VALUES,
    resolver,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    shouldFocusError: false /* the error summary takes the focus */,
  });

  // Declared before the saving effect so that it runs first: restoring the values must not save
  // them again (that would push the draft's expiry back at every visit).
  useEffect(() => {
    const draft = loadDraft();
    if (!draft) return;
    stepRef.current = draft.step;
    setStepState(draft.step);
    form.reset(draft.values);
  }, [form]);

  useEffect(() => {
    const subscription = form.watch((values) => {
      saveDraft({ step: stepRef.current, values: { ...EMPTY_VALUES, ...(values as TradeinValues) } });
      void loadStepSchemas().catch(() => undefined); // the first answer: the checks will be needed soon
    });
    return () => subscription.unsubscribe();
  }, [form]);

  const setStep = useCallback(
    (next: StepIndex) => {
      movedByVisitor.current = true;
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
    movedByVisitor.current = true;
    stepRef.current = 0;
    setStepState(0);
    form.reset(EMPTY_VALUES);
    // Last: resetting the form saved an empty draft.
    clearDraft();
  }, [form]);

  return { form, step, setStep, next, back, finish, movedByVisitor };
}
