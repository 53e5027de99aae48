import { useRef, useState } from 'react';
import { useForm, type DefaultValues, type FieldValues, type Path, type Resolver } from 'react-hook-form';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { SerializedError } from '@reduxjs/toolkit';
import { BOT_CHECK_MESSAGES } from '@ga/contracts';
import { errorMessage, errorStatus, fieldErrors } from '@ga/core';
import type { BotCheckHandle } from './bot-check';
import { errorSummaryItems, type ErrorSummaryItem as SummaryItem } from '@ga/ui';

type SendResult<R> =
  { data: R; error?: undefined } | { data?: undefined; error: FetchBaseQueryError | SerializedError };

interface PublicFormOptions<V extends FieldValues> {
  resolver: Resolver<V>;
  defaultValues: DefaultValues<V>;
  /** Label of each field, for the error summary (its order is the summary's). */
  labels: Record<string, string>;
  /** Id of a field's control (the summary links to it). */
  fieldId: (name: string) => string;
  /** False when no bot check is asked (a signed-in visitor's booking): the token is then ''. */
  botCheck?: boolean;
}

export const SEND_FAILED =
  'Votre demande n’a pas pu être envoyée. Vos réponses sont conservées : réessayez dans un instant.';

/**
 * What every public form does around react-hook-form (contact, form pages, newsletter…):
 * French errors by the fields, checked in the browser first; the bot check's token; on send, the
 * server's 422 put by their fields, an error summary that takes the focus, and any other failure
 * said above the form with every answer kept. A refused or failed send asks for a new bot check
 * (a solved one is used once).
 */
export function usePublicForm<V extends FieldValues>({
  resolver,
  defaultValues,
  labels,
  fieldId,
  botCheck: checked = true,
}: PublicFormOptions<V>) {
  // The error summary takes the focus on a failed send (it links to each field), not the first field.
  const form = useForm<V>({ resolver, defaultValues, mode: 'onTouched', shouldFocusError: false });
  const botCheck = useRef<BotCheckHandle>(null);
  const [token, setToken] = useState<string | null>(null);
  const [captchaError, setCaptchaError] = useState<string | undefined>();
  const [notice, setNotice] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const [busy, setBusy] = useState(false);

  const onToken = (value: string | null) => {
    setToken(value);
    if (value) setCaptchaError(undefined);
  };

  const summary: SummaryItem[] = [
    ...errorSummaryItems(form.formState.errors, labels, fieldId),
    ...(captchaError ? [{ id: 'captcha_token', label: 'Vérification anti-robot', message: captchaError }] : []),
  ];

  /** `send` gets the checked values and the bot check's token; `done` the reply. */
  const submit = <R>(send: (values: V, token: string) => Promise<SendResult<R>>, done: (reply: R) => void) =>
    form.handleSubmit(
      async (values) => {
        setNotice(null);
        if (checked && !token) {
          setCaptchaError(BOT_CHECK_MESSAGES.required);
          setAttempt((n) => n + 1);
          return;
        }
        setBusy(true);
        const result = await send(values, token ?? '');
        setBusy(false);
        if (!result.error) {
          done(result.data);
          return;
        }
        botCheck.current?.reset();
        if (errorStatus(result.error) !== 422 && errorStatus(result.error) !== 409) {
          setNotice(errorStatus(result.error) === 429 ? errorMessage(result.error) : SEND_FAILED);
          return;
        }
        const others: string[] = [];
        for (const [name, messages] of Object.entries(fieldErrors(result.error))) {
          if (name === 'captcha_token') setCaptchaError(messages[0]);
          else if (name in labels) form.setError(name as Path<V>, { type: 'server', message: messages[0] });
          else others.push(...messages);
        }
        if (others.length) setNotice(others.join(' '));
        setAttempt((n) => n + 1);
      },
      () => {
        if (checked && !token) setCaptchaError(BOT_CHECK_MESSAGES.required);
        setAttempt((n) => n + 1);
      },
    );

  return { form, botCheck, onToken, captchaError, notice, summary, attempt, busy, submit };
}
