import { messageClass, type TimedMessage } from './use-timed-message';

export function MessageBox({ message }: { message: TimedMessage | null }) {
  if (!message) return null;
  return (
    <p role={message.type === 'error' ? 'alert' : 'status'} className={messageClass(message.type)}>
      {message.text}
    </p>
  );
}
