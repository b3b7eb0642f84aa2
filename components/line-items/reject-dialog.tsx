'use client';
// Rejecting a variation asks for the reason, which the claimer sees (spec §4, §7 approve?status).
// A payee recording the rejection its payer gave on paper (the payer is not on ClaimCert) is told so.
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Modal } from '@/components/ui/modal';
import { ZRejectForm, type LineItemView, type TRejectForm } from '@/lib/schemas/line-items';
import { itemName } from './sections';

export function RejectDialog(props: {
  item: LineItemView;
  /** The payer whose rejection the payee records, if it records one. */
  recordsFor?: string | null;
  onClose: () => void;
  onReject: (reason: string) => Promise<boolean>;
}) {
  const form = useForm<TRejectForm>({ resolver: zodResolver(ZRejectForm), defaultValues: { reason: '' } });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async ({ reason }) => {
    if (await props.onReject(reason)) props.onClose();
  });
  return (
    <Modal
      open
      title={props.recordsFor ? 'Record the payer’s rejection' : 'Reject variation'}
      onClose={props.onClose}
      actions={
        <>
          <button type="button" className="button secondary" onClick={props.onClose}>
            Cancel
          </button>
          <button type="submit" form="reject-form" className="button danger" disabled={isSubmitting}>
            {isSubmitting ? 'Rejecting…' : props.recordsFor ? 'Record rejection' : 'Reject'}
          </button>
        </>
      }
    >
      <p>
        {props.recordsFor
          ? `Record that ${props.recordsFor} rejected ${itemName(props.item)}.`
          : itemName(props.item)}
      </p>
      <form id="reject-form" className="form" noValidate onSubmit={submit}>
        <label htmlFor="reject-reason">Reason for rejecting</label>
        <textarea
          id="reject-reason"
          rows={3}
          aria-invalid={!!errors.reason}
          aria-describedby={errors.reason ? 'reject-reason-error' : undefined}
          {...form.register('reason')}
        />
        {errors.reason && (
          <p id="reject-reason-error" className="field-error">
            {errors.reason.message}
          </p>
        )}
      </form>
    </Modal>
  );
}
