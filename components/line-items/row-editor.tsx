'use client';
// One row of the table in edit mode (new item or existing one). Keyboard first: Enter saves,
// Escape cancels, Tab moves between the cells. Numbers are read by the §5 rules (comma thousands,
// dot decimals, at most 2 decimals, no leading zeros) through the same schema the API uses, and
// the parser's message shows under the field.
import { zodResolver } from '@hookform/resolvers/zod';
import type { KeyboardEvent } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { checkedItemTotal } from '@/lib/domain/line-item-fields';
import { formatMoney, toInputString } from '@/lib/domain/money-format';
import { parseQuantity, parseRate } from '@/lib/domain/numbers-input';
import {
  ZLineItemRow,
  type LineItemView,
  type TLineItemRow,
  type TLineItemRowInput,
} from '@/lib/schemas/line-items';
import type { Kind } from './sections';
import styles from './line-items.module.css';

export type EditorTarget =
  | { mode: 'add'; parentId: string | null; depth: number }
  | { mode: 'edit'; item: LineItemView; depth: number };

/** A stable list: useWatch re-subscribes whenever it gets a new one. */
const WATCHED = ['quantity', 'rate'] as const;

const text = (value: number | null | undefined) => (value == null ? '' : toInputString(value));

function defaults(target: EditorTarget, kind: Kind): TLineItemRowInput {
  if (target.mode === 'add') {
    return {
      label: '',
      description: '',
      quantity: '',
      unit: '',
      rate: '',
      total: '',
      is_provisional: false,
      ...(kind === 'material' ? { material_site: 'on_site' as const } : {}),
      ...(kind === 'variation' && !target.parentId ? { variation_type: 'basic' as const } : {}),
    };
  }
  const { item } = target;
  return {
    label: item.label ?? '',
    description: item.description,
    quantity: text(item.quantity),
    unit: item.unit ?? '',
    rate: text(item.rate),
    total: item.value_type === 'lump' ? text(item.total) : '',
    ...(kind === 'material' ? { material_site: item.material_site ?? 'on_site' } : {}),
  };
}

/** rate × quantity as the user types, or null while either does not read as a number. */
function previewTotal(quantity: unknown, rate: unknown): number | null {
  const q = parseQuantity(String(quantity ?? ''));
  const r = parseRate(String(rate ?? ''));
  if (!q.ok || !r.ok) return null;
  const total = checkedItemTotal({
    valueType: 'rate',
    rate: r.value,
    quantity: q.value,
    lumpTotal: 0,
    isProvisional: false,
  });
  return total.ok ? total.value : null;
}

export function RowEditor(props: {
  target: EditorTarget;
  kind: Kind;
  currency: string;
  showActionsCell: boolean;
  onSave: (values: TLineItemRow) => Promise<boolean>;
  onCancel: () => void;
}) {
  const { target, kind, currency } = props;
  const form = useForm<TLineItemRowInput, unknown, TLineItemRow>({
    resolver: zodResolver(ZLineItemRow),
    defaultValues: defaults(target, kind),
  });
  const { errors, isSubmitting } = form.formState;
  const [quantity, rate] = useWatch({ control: form.control, name: WATCHED });
  const isParent = target.mode === 'edit' && target.item.children.length > 0;
  const rated = String(rate ?? '').trim() !== '';
  const save = form.handleSubmit(async (values) => {
    if (await props.onSave(values)) props.onCancel();
  });
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      props.onCancel();
    } else if (event.key === 'Enter' && !(event.target instanceof HTMLButtonElement)) {
      event.preventDefault();
      void save();
    }
  };
  const field = (name: 'label' | 'description' | 'quantity' | 'unit' | 'rate' | 'total', label: string) => {
    const error = errors[name]?.message;
    const id = `li-edit-${name}`;
    return (
      <>
        <input
          id={id}
          aria-label={label}
          aria-invalid={!!error}
          aria-describedby={error ? `${id}-error` : undefined}
          className={
            name === 'quantity' || name === 'rate' || name === 'total' ? `${styles.input} num` : styles.input
          }
          inputMode={name === 'quantity' || name === 'rate' || name === 'total' ? 'decimal' : undefined}
          autoFocus={name === 'label'}
          autoComplete="off"
          {...form.register(name)}
        />
        {error && (
          <span id={`${id}-error`} className="field-error" role="alert">
            {error}
          </span>
        )}
      </>
    );
  };
  const preview = rated ? previewTotal(quantity, rate) : null;
  const addingRootVariation = target.mode === 'add' && !target.parentId && kind === 'variation';
  return (
    <tr className={styles.editing} onKeyDown={onKeyDown}>
      <td style={{ paddingLeft: `${target.depth * 1.25 + 0.5}rem` }}>{field('label', 'Ref')}</td>
      <td>
        {field('description', 'Description')}
        {target.mode === 'add' && (
          <label className={styles.editCheck}>
            <input type="checkbox" {...form.register('is_provisional')} /> Provisional sum
          </label>
        )}
      </td>
      {isParent ? (
        <td colSpan={4} className="muted small">
          The total is the sum of the sub-items.
        </td>
      ) : (
        <>
          <td>{field('quantity', 'Quantity')}</td>
          <td>{field('unit', 'Unit')}</td>
          <td>{field('rate', 'Rate')}</td>
          <td className="num">
            {rated ? (
              <output aria-label="Total (Qty × Rate)">
                {preview === null ? '—' : formatMoney(preview, { currency })}
              </output>
            ) : (
              field('total', 'Total')
            )}
          </td>
        </>
      )}
      {kind === 'variation' && (
        <td>
          {addingRootVariation ? (
            <select aria-label="Variation type" className={styles.input} {...form.register('variation_type')}>
              <option value="basic">Basic</option>
              <option value="multi">Multi (decided line by line)</option>
            </select>
          ) : null}
        </td>
      )}
      {kind === 'material' && (
        <td>
          <select aria-label="Site" className={styles.input} {...form.register('material_site')}>
            <option value="on_site">On site</option>
            <option value="off_site">Off site</option>
          </select>
        </td>
      )}
      {props.showActionsCell && (
        <td>
          <div className={styles.rowActions}>
            <button
              type="button"
              className={`${styles.rowAction} ${styles.primary}`}
              disabled={isSubmitting}
              onClick={() => void save()}
            >
              {isSubmitting ? 'Saving…' : 'Save'}
            </button>
            <button type="button" className={styles.rowAction} onClick={props.onCancel}>
              Cancel
            </button>
          </div>
        </td>
      )}
    </tr>
  );
}
