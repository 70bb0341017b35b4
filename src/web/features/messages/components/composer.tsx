import { Send } from 'lucide-react';
import { useId, useState, type FormEvent, type KeyboardEvent } from 'react';
import { MESSAGE_MAX_LENGTH } from '../../../../shared/message-rules';
import { Button } from '../../../components/ui/button';
import { FieldError } from '../../../components/ui/field-error';
import { Label } from '../../../components/ui/label';
import { Textarea } from '../../../components/ui/textarea';
import { useSendMessage } from '../api';
import { messageProblem } from '../message-check';
import { CharacterCount } from './character-count';

/**
 * Writing in an open conversation. Enter sends and Shift+Enter starts a new line; the text stays in the box until
 * the server has stored it, so a refused or failed send loses nothing, with the reason beside the box.
 */
export function Composer({ conversationId, recipient }: { conversationId: string; recipient: string }) {
  const id = useId();
  const [body, setBody] = useState('');
  const [error, setError] = useState<string | null>(null);
  const send = useSendMessage(conversationId);

  function submit() {
    if (send.isPending) return;
    const problem = messageProblem(body);
    setError(problem);
    if (problem) return;
    send.mutate(body.trim(), {
      onSuccess: () => setBody(''),
      onError: (failure) => setError(failure.message),
    });
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    // Enter while an input method is composing a character belongs to the input method.
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    submit();
  }

  return (
    <form
      noValidate
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        submit();
      }}
      className="space-y-2"
    >
      <Label htmlFor={id} className="sr-only">
        Message to {recipient}
      </Label>
      <Textarea
        id={id}
        rows={3}
        value={body}
        onChange={(event) => setBody(event.target.value)}
        onKeyDown={onKeyDown}
        placeholder="Write a message"
        aria-invalid={!!error}
        aria-describedby={`${id}-hint ${id}-count ${id}-error`}
        className="min-h-20 resize-y"
      />
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p id={`${id}-hint`} className="text-xs text-muted">
          Enter sends; Shift+Enter starts a new line.
        </p>
        <div className="flex items-center gap-3">
          <CharacterCount id={`${id}-count`} length={body.trim().length} max={MESSAGE_MAX_LENGTH} />
          <Button type="submit" size="sm" disabled={send.isPending}>
            <Send aria-hidden /> {send.isPending ? 'Sending…' : 'Send'}
          </Button>
        </div>
      </div>
      <FieldError id={`${id}-error`}>{error}</FieldError>
    </form>
  );
}
