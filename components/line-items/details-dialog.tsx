'use client';
// The fields of an item that do not fit in a table row: the detailed description, exclusion from
// retention, and a variation's reference and type.
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Modal } from '@/components/ui/modal';
import {
  ZLineItemDetails,
  type LineItemView,
  type TLineItemDetailsInput,
  type TLineItemPatch,
} from '@/lib/schemas/line-items';
import { itemName } from './sections';

export function DetailsDialog(props: {
  item: LineItemView;
  onClose: () => void;
  onSave: (patch: TLineItemPatch) => Promise<boolean>;
}) {
  const { item } = props;
  const variation = item.kind === 'variation';
  const form = useForm<TLineItemDetailsInput, unknown, TLineItemPatch>({
    resolver: zodResolver(ZLineItemDetails),
    defaultValues: {
      detailed_description: item.detailed_description ?? '',
      exclude_retention: item.exclude_retention,
      ...(variation ? { variation_reference: item.variation_reference ?? '' } : {}),
      ...(variation && !item.parent_id ? { variation_type: item.variation_type ?? 'basic' } : {}),
    },
  });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async (patch) => {
    if (await props.onSave(patch)) props.onClose();
  });
  const error = (name: keyof TLineItemDetailsInput) =>
    errors[name] && (
      <p id={`details-${name}-error`} className="field-error">
        {errors[name]?.message}
      </p>
    );
  return (
    <Modal
      open
      title="Item details"
      onClose={props.onClose}
      actions={
        <>
          <button type="button" className="button secondary" onClick={props.onClose}>
            Cancel
          </button>
          <button type="submit" form="details-form" className="button" disabled={isSubmitting}>
            {isSubmitting ? 'Saving…' : 'Save'}
          </button>
        </>
      }
    >
      <p>{itemName(item)}</p>
      <form id="details-form" className="form" noValidate onSubmit={submit}>
        <label htmlFor="details-detailed">Detailed description</label>
        <textarea id="details-detailed" rows={4} {...form.register('detailed_description')} />
        {error('detailed_description')}
        <label className="checkbox">
          <input type="checkbox" {...form.register('exclude_retention')} /> Exclude from retention
        </label>
        {variation && (
          <>
            <label htmlFor="details-reference">Variation reference</label>
            <input id="details-reference" {...form.register('variation_reference')} />
            {error('variation_reference')}
          </>
        )}
        {variation && !item.parent_id && (
          <>
            <label htmlFor="details-type">Variation type</label>
            <select id="details-type" {...form.register('variation_type')}>
              <option value="basic">Basic</option>
              <option value="multi">Multi (decided line by line)</option>
            </select>
          </>
        )}
      </form>
    </Modal>
  );
}
