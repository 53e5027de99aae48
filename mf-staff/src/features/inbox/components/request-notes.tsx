import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Notice, TextArea } from '@ga/ui';
import { inboxNoteSchema, type InboxNote } from '@ga/contracts';
import { errorMessage, fieldErrors } from '@ga/core';
import { formatDateTime } from '../../../shared/format/date-time';
import { useStaffInboxAddNoteMutation } from '../api';
import styles from './request.module.css';
import panel from '../../../shared/layout/panel.module.css';

/** Internal notes: for colleagues only, never shown to the visitor. */
export function RequestNotes({ id, notes }: { id: string; notes: InboxNote[] }) {
  const [add, { error, isLoading }] = useStaffInboxAddNoteMutation();
  const { register, handleSubmit, setError, reset, formState } = useForm<{ body: string }>({
    resolver: zodResolver(inboxNoteSchema),
    defaultValues: { body: '' },
  });
  const onSubmit = handleSubmit(async ({ body }) => {
    const result = await add({ id, body });
    if ('error' in result && result.error) {
      const messages = fieldErrors(result.error).body;
      if (messages) setError('body', { message: messages[0] });
      return;
    }
    reset({ body: '' });
  });
  return (
    <section className={panel.box} aria-labelledby="notes">
      <h2 id="notes" className={panel.boxTitle}>
        Notes internes
      </h2>
      {notes.length === 0 ? (
        <p className={panel.muted}>Aucune note pour l’instant.</p>
      ) : (
        <ol className={styles.notes}>
          {notes.map((note) => (
            <li key={note.id}>
              <p className={styles.noteMeta}>
                {note.author.full_name}, le {formatDateTime(note.created_at)}
              </p>
              <p className={styles.noteBody}>{note.body}</p>
            </li>
          ))}
        </ol>
      )}
      <form onSubmit={onSubmit} noValidate className={styles.noteForm}>
        {error && !fieldErrors(error).body && (
          <Notice variant="danger" role="alert">
            {errorMessage(error)}
          </Notice>
        )}
        <TextArea
          label="Nouvelle note"
          hint="Visible des conseillers seulement, jamais du visiteur."
          rows={3}
          maxLength={2000}
          error={formState.errors.body?.message}
          {...register('body')}
        />
        <Button type="submit" variant="secondary" loading={isLoading}>
          Ajouter la note
        </Button>
      </form>
    </section>
  );
}
