import { useState, type FormEvent } from 'react';
import { FormAlert, SubmitButton } from '@/components/ui/form-alert';
import { TICKET_DEFAULT_PRIORITY, TICKET_PRIORITIES } from '@/config/constants';
import type { TicketPriority } from '@contract/tickets';
import { useCreateTicket } from '../api/ticket-mutations';
import { ImagePicker } from './image-picker';
import { TextField, TextAreaField, SelectField } from '@/components/ui/form-field';

const capitalize = (s: string) => s[0]!.toUpperCase() + s.slice(1);

export function TicketForm() {
  const [title, setTitle] = useState('');
  const [description, setDescription] = useState('');
  const [priority, setPriority] = useState<TicketPriority>(TICKET_DEFAULT_PRIORITY);
  const [images, setImages] = useState<File[]>([]);
  const [imageError, setImageError] = useState<string | null>(null);
  const create = useCreateTicket();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    create.mutate(
      { title: title.trim(), description: description.trim(), priority, images },
      {
        onSuccess: () => {
          setTitle('');
          setDescription('');
          setPriority(TICKET_DEFAULT_PRIORITY);
          setImages([]);
          setImageError(null);
        },
      },
    );
  };

  return (
    <form onSubmit={submit} className="space-y-4 rounded-lg border border-gray-200 bg-white p-4 dark:border-gray-800 dark:bg-gray-900">
      <h2 className="text-lg font-semibold">Create New Ticket</h2>
      <TextField label="Title" required maxLength={255} value={title} onChange={(e) => setTitle(e.target.value)} />
      <TextAreaField label="Description" required rows={5} value={description} onChange={(e) => setDescription(e.target.value)} />
      <SelectField label="Priority" value={priority} onChange={(e) => setPriority(e.target.value as TicketPriority)}>
        {TICKET_PRIORITIES.map((p) => (
          <option key={p} value={p}>
            {capitalize(p)}
          </option>
        ))}
      </SelectField>
      <ImagePicker files={images} onChange={setImages} onError={setImageError} />
      <FormAlert>{imageError}</FormAlert>
      <SubmitButton pending={create.isPending}>Submit Ticket</SubmitButton>
    </form>
  );
}
