'use client';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useState } from 'react';
import { createPortal } from 'react-dom';
import { useForm } from 'react-hook-form';
import { Modal } from '@/components/ui/modal';
import { useApi } from '@/components/ui/use-api';
import { phoneHomeFor } from '@/lib/domain/phone';
import { companySchema, type TCompanyForm, type TCompanyInput } from '@/lib/schemas/contacts';
import { TextField } from './form-fields';

/**
 * "New company": the other party of a contract, added on the spot to the account's contacts with
 * its first contact (spec §2 creation steps, §7 "create company and contact") through the contacts
 * API. Rendered into <body> so its form is never nested in the contract form that opens it.
 */
export function NewCompanyDialog(props: {
  accountId: string;
  country: string;
  title: string;
  onCreated: (company: { id: string; name: string }) => void;
}) {
  const api = useApi();
  const [open, setOpen] = useState(false);
  // National phone numbers are read as numbers of the account's country, as on the contacts pages.
  const schema = useMemo(() => companySchema(phoneHomeFor(props.country)), [props.country]);
  const form = useForm<TCompanyForm, unknown, TCompanyInput>({
    resolver: zodResolver(schema),
    defaultValues: { entity_name: '', contacts: [{ contact_name: '', contact_email: '', contact_tel: '' }] },
  });
  const close = () => {
    setOpen(false);
    form.reset();
  };
  const submit = form.handleSubmit(async (company) => {
    const res = await api<{ entity_id: string; entity_name: string }>(
      `/api/company/account/${props.accountId}/company`,
      { method: 'POST', json: company },
    );
    if (!res.ok) return;
    props.onCreated({ id: res.data.entity_id, name: res.data.entity_name });
    close();
  });
  return (
    <>
      <button type="button" className="button secondary" onClick={() => setOpen(true)}>
        New company
      </button>
      {open &&
        createPortal(
          <Modal
            open
            title={props.title}
            onClose={close}
            actions={
              <>
                <button type="button" className="button secondary" onClick={close}>
                  Cancel
                </button>
                <button
                  type="submit"
                  form="new-company"
                  className="button"
                  disabled={form.formState.isSubmitting}
                >
                  {form.formState.isSubmitting ? 'Creating…' : 'Create company'}
                </button>
              </>
            }
          >
            <form
              id="new-company"
              className="form"
              noValidate
              onSubmit={(event) => {
                // React passes events up through portals: the contract form around must not submit.
                event.stopPropagation();
                void submit(event);
              }}
            >
              <TextField form={form} name="entity_name" label="Company name" autoComplete="organization" />
              <TextField
                form={form}
                name="contacts.0.contact_name"
                label="Contact name"
                autoComplete="name"
              />
              <TextField
                form={form}
                name="contacts.0.contact_email"
                label="Contact email"
                type="email"
                autoComplete="email"
              />
              <TextField
                form={form}
                name="contacts.0.contact_tel"
                label="Contact phone"
                type="tel"
                autoComplete="tel"
              />
            </form>
          </Modal>,
          document.body,
        )}
    </>
  );
}
