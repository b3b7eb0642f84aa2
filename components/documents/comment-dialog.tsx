'use client';
// Asks for a comment before a workflow action (spec §4: reverting always, approving a non-final
// step). The comment is checked with the API's own schema (lib/schemas/claims.ts ZRevert).
import { zodResolver } from '@hookform/resolvers/zod';
import { useCallback, useId, useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Modal } from '@/components/ui/modal';
import { ZRevert } from '@/lib/schemas/claims';

export interface CommentRequest {
  title: string;
  intro: string;
  confirmLabel: string;
}

type Pending = CommentRequest & { resolve: (comment: string | null) => void };

function CommentForm(props: { pending: Pending; onDone: (comment: string | null) => void }) {
  const id = useId();
  const form = useForm<z.input<typeof ZRevert>, unknown, z.output<typeof ZRevert>>({
    resolver: zodResolver(ZRevert),
    defaultValues: { comment: '' },
  });
  const error = form.formState.errors.comment?.message;
  return (
    <Modal
      open
      title={props.pending.title}
      onClose={() => props.onDone(null)}
      actions={
        <>
          <button type="button" className="button secondary" onClick={() => props.onDone(null)}>
            Cancel
          </button>
          <button type="submit" form={`${id}-form`} className="button">
            {props.pending.confirmLabel}
          </button>
        </>
      }
    >
      <form
        id={`${id}-form`}
        className="form"
        noValidate
        onSubmit={form.handleSubmit((v) => props.onDone(v.comment))}
      >
        <p>{props.pending.intro}</p>
        <label htmlFor={`${id}-comment`}>Comment</label>
        <textarea
          id={`${id}-comment`}
          rows={4}
          aria-invalid={!!error}
          aria-describedby={error ? `${id}-error` : undefined}
          {...form.register('comment')}
        />
        {error && (
          <p id={`${id}-error`} className="field-error">
            {error}
          </p>
        )}
      </form>
    </Modal>
  );
}

/** [the dialog to render, ask(request) → the comment, or null when cancelled]. */
export function useCommentDialog(): [ReactNode, (request: CommentRequest) => Promise<string | null>] {
  const [pending, setPending] = useState<Pending | null>(null);
  const ask = useCallback(
    (request: CommentRequest) => new Promise<string | null>((resolve) => setPending({ ...request, resolve })),
    [],
  );
  const onDone = (comment: string | null) => {
    pending?.resolve(comment);
    setPending(null);
  };
  return [pending ? <CommentForm key={pending.title} pending={pending} onDone={onDone} /> : null, ask];
}
