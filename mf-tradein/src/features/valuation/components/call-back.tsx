import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  Button,
  ErrorSummary,
  Modal,
  Notice,
  RadioGroup,
  TextArea,
  TextField,
  formatDate,
  errorSummaryItems,
} from '@ga/ui';
import { errorMessage, fieldErrors, useSession } from '@ga/core';
import {
  CALL_SLOTS,
  CALL_SLOT_LABELS,
  callDateWindow,
  callRequestSchema,
  openSlots,
  type CallRequest,
  type CallRequestInput,
} from '@ga/contracts';
import { useTradeinRequestCallMutation } from '../api';
import styles from './valuation.module.css';

interface Values {
  phone: string;
  preferred_date: string;
  slot: string;
  message: string;
}

const LABELS = { phone: 'Téléphone', preferred_date: 'Jour souhaité', slot: 'Créneau', message: 'Votre message' };

/**
 * « Être rappelé par un expert » on the valuation page: day and slot of a call-back about this
 * trade-in (POST /api/user/calls/store, no vehicle), the request's number in the message.
 */
export function TradeinCallBack({ tradeinId, carTitle }: { tradeinId: number; carTitle: string }) {
  const { user } = useSession();
  const [open, setOpen] = useState(false);
  const [done, setDone] = useState<CallRequest | null>(null);
  const [requestCall, state] = useTradeinRequestCallMutation();
  const window = callDateWindow();
  const { register, handleSubmit, formState, watch } = useForm<Values>({
    shouldFocusError: false, // the error summary takes the focus
    resolver: zodResolver(callRequestSchema) as never,
    defaultValues: {
      phone: user?.phone ?? '',
      preferred_date: window.first,
      slot: openSlots(window.first)[0] ?? 'matin',
      message: `Reprise n° ${tradeinId} : ${carTitle}.`,
    },
  });
  const server = fieldErrors(state.error);
  const error = (name: keyof Values) => formState.errors[name]?.message ?? server[name]?.[0];
  const slots = openSlots(watch('preferred_date'));

  const send = handleSubmit(async (values) => {
    const result = await requestCall({ ...(values as unknown as CallRequestInput), vehicle_id: null });
    if ('data' in result && result.data) setDone(result.data);
  });

  return (
    <>
      <Button
        variant="outline"
        size="lg"
        fullWidth
        iconLeft="phone"
        onClick={() => {
          setDone(null);
          state.reset();
          setOpen(true);
        }}
      >
        Être rappelé par un expert
      </Button>
      <Modal
        open={open}
        onClose={() => setOpen(false)}
        title={done ? 'Demande de rappel enregistrée' : 'Être rappelé par un expert'}
        size="sm"
      >
        {done ? (
          <div className={styles.callDone}>
            <p>
              Un expert en reprise vous appellera au <strong>{done.phone}</strong> le{' '}
              <strong>{formatDate(done.preferred_date)}</strong>, entre{' '}
              <strong>{CALL_SLOT_LABELS[done.slot].replace(' – ', ' et ')}</strong>.
            </p>
            <Button onClick={() => setOpen(false)}>Fermer</Button>
          </div>
        ) : (
          <form className={styles.callForm} noValidate aria-label="Demande de rappel" onSubmit={send}>
            <ErrorSummary
              items={errorSummaryItems((name) => error(name as keyof Values), LABELS)}
              attempt={formState.submitCount}
              headingLevel={3}
            />
            {state.error && Object.keys(server).length === 0 && (
              <Notice variant="danger">{errorMessage(state.error)}</Notice>
            )}
            <TextField label="Téléphone" type="tel" autoComplete="tel" error={error('phone')} {...register('phone')} />
            <TextField
              label="Jour souhaité"
              type="date"
              min={window.min}
              max={window.max}
              hint="Du lundi au samedi, de 9 h à 19 h, hors jours fériés."
              error={error('preferred_date')}
              {...register('preferred_date')}
            />
            <RadioGroup
              label="Créneau"
              options={CALL_SLOTS.map((slot) => ({
                value: slot,
                label: CALL_SLOT_LABELS[slot],
                disabled: !slots.includes(slot),
              }))}
              value={watch('slot')}
              error={error('slot')}
              orientation="horizontal"
              {...register('slot')}
            />
            <TextArea label="Votre message" optional rows={3} error={error('message')} {...register('message')} />
            <Button type="submit" size="lg" loading={state.isLoading} fullWidth>
              Être rappelé
            </Button>
          </form>
        )}
      </Modal>
    </>
  );
}
