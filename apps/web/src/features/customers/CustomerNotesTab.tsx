import { CUSTOMER_NOTE_MAX } from '@exchange/contract/customers/customer-states';
import { NotesThread } from '../../components/NotesThread.tsx';
import { useCan } from '../../components/use-can.ts';
import { useAddCustomerNote, useCustomerNotes } from './customer-queries.ts';

const texts = {
  empty: 'customers.notes.empty',
  add: 'customers.notes.add',
  required: 'customers.notes.required',
  placeholder: 'customers.notes.placeholder',
  submit: 'customers.notes.submit',
  added: 'customers.notes.added',
  loadFailed: 'customers.tabs.loadFailed',
};

/** The notes thread, oldest first, each with its author and time; notes are added, never edited. */
export function CustomerNotesTab({ customerId }: { customerId: string }) {
  const canNote = useCan('customers.note');
  const notes = useCustomerNotes(customerId);
  const addNote = useAddCustomerNote(customerId);
  return (
    <NotesThread
      query={notes}
      onAdd={canNote ? (body) => addNote.mutateAsync(body) : undefined}
      adding={addNote.isPending}
      maxLength={CUSTOMER_NOTE_MAX}
      texts={texts}
      notePolicy="customers.note"
      name="customerNote"
      testId="customer-note"
    />
  );
}
