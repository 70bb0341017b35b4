import { Send } from 'lucide-react';
import { useId, useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import type { CompensationLevel, CompensationRegion, CompensationRole } from '../../../../shared/compensation';
import { MESSAGE_MAX_LENGTH } from '../../../../shared/message-rules';
import type { StartConversation } from '../../../../shared/messages';
import { conversationPath } from '../../../../shared/routes';
import { FormTextField } from '../../../components/forms/form-text-field';
import { Button } from '../../../components/ui/button';
import { FieldError } from '../../../components/ui/field-error';
import { FormAlert } from '../../../components/ui/form-alert';
import { Label } from '../../../components/ui/label';
import { Textarea } from '../../../components/ui/textarea';
import { ApiError } from '../../../lib/api-client';
import { reportSubmitError } from '../../../lib/form-errors';
import { useTextDraft } from '../../../lib/text-draft';
import { useStartConversation, type OfferGroup } from '../api';
import type { ComposeTarget } from '../compose-target';
import { COMPOSE_FIELDS, composeResolver, EMPTY_COMPOSE, type ComposeValues } from '../compose-values';
import { CharacterCount } from './character-count';
import { OfferFields } from './offer-fields';
import { PayFields } from './pay-fields';

const SEND_FAILED = 'Your message could not be sent. Please try again.';

/** The offer's compensation group once its three parts are chosen. */
function groupOf(offer: ComposeValues['offer']): OfferGroup | null {
  if (!offer.roleCategory || !offer.level || !offer.region) return null;
  return {
    role: offer.roleCategory as CompensationRole,
    level: offer.level as CompensationLevel,
    region: offer.region as CompensationRegion,
  };
}

/**
 * The first message of a conversation. A firm's says the role, the pay, where and what happens next before its
 * free text; a quant writing about their application writes only the text. Checked with the API's schema; what
 * was typed stays when sending fails, with the server's messages beside the fields.
 */
export function ComposeForm({ target, rules }: { target: ComposeTarget; rules: string | null }) {
  const id = useId();
  const navigate = useNavigate();
  const start = useStartConversation();
  const resolver = useMemo(() => composeResolver(target), [target]);
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<ComposeValues, unknown, StartConversation>({
    defaultValues: EMPTY_COMPOSE,
    resolver,
  });
  const offer = watch('offer');
  const body = watch('body');
  const draftKey = `first-message:${'profileId' in target ? `profile:${target.profileId}` : `application:${target.applicationId}`}`;
  const draft = useTextDraft(draftKey, body, (text) => setValue('body', text, { shouldDirty: true }));

  const submit = handleSubmit(async (input) => {
    try {
      const conversation = await start.mutateAsync(input);
      draft.clear();
      navigate(conversationPath(conversation.id), { replace: true });
    } catch (error) {
      reportSubmitError<ComposeValues>(error, {
        form: { setError, fields: COMPOSE_FIELDS, elsewhere: 'root.server' },
        toast: () => null,
      });
      const fieldMessages = error instanceof ApiError ? Object.keys(error.fields).length : 0;
      if (fieldMessages === 0) {
        setError('root.server', { type: 'server', message: error instanceof Error ? error.message : SEND_FAILED });
      }
    }
  });

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="space-y-6">
      {target.as === 'company' && (
        <>
          <OfferFields register={register} errors={errors.offer} remote={offer.remote} />
          <PayFields register={register} errors={errors.offer} pay={offer.pay} group={groupOf(offer)} />
          <FormTextField
            id={`${id}-next`}
            label="Next step"
            required
            placeholder="A 30-minute call with our head of research"
            error={errors.offer?.nextStep?.message}
            registration={register('offer.nextStep')}
          />
        </>
      )}
      <div className="space-y-2">
        <Label htmlFor={`${id}-body`}>
          Message<span aria-hidden> *</span>
        </Label>
        <Textarea
          id={`${id}-body`}
          rows={8}
          aria-required
          aria-invalid={!!errors.body}
          aria-describedby={`${id}-body-count ${id}-body-error`}
          {...register('body')}
        />
        <CharacterCount id={`${id}-body-count`} length={body.trim().length} max={MESSAGE_MAX_LENGTH} />
        {draft.restored && <p className="text-xs text-muted">Your unsent draft, kept in this browser.</p>}
        <FieldError id={`${id}-body-error`}>{errors.body?.message}</FieldError>
      </div>
      {rules && <p className="text-sm text-muted">{rules}</p>}
      <FormAlert tone="error">{errors.root?.server?.message}</FormAlert>
      <div className="flex justify-end">
        <Button type="submit" disabled={isSubmitting}>
          <Send aria-hidden /> {isSubmitting ? 'Sending…' : 'Send message'}
        </Button>
      </div>
    </form>
  );
}
