'use client';
import { zodResolver } from '@hookform/resolvers/zod';
import { useRouter } from 'next/navigation';
import { useMemo } from 'react';
import { useFieldArray, useForm } from 'react-hook-form';
import { useApi } from '@/components/ui/use-api';
import { useUi } from '@/components/ui/ui-provider';
import { CONTACT_LIMITS } from '@/lib/domain/contact-fields';
import type { PhoneHome } from '@/lib/domain/phone';
import { companySchema, type TCompanyForm, type TCompanyInput } from '@/lib/schemas/contacts';
import type { CompanyView } from '@/lib/server/contacts/company-view';
import { ContactCard } from './contact-card';
import { CONTACT_CREATED, CONTACT_UPDATED } from './messages';
import styles from './contacts.module.css';

const BLANK_CONTACT = { contact_name: '', contact_email: '', contact_tel: '', contact_role: '' };

const PHONE_HINTS: Record<PhoneHome | 'none', string> = {
  NZ: 'A number starting with 0 is read as a New Zealand number; start others with + and the country code.',
  AU: 'A number starting with 0 is read as an Australian number; start others with + and the country code.',
  none: 'Start with + and the country code, such as +44 20 7946 0958.',
};

function formValues(company: CompanyView | undefined): TCompanyForm {
  if (!company) return { entity_name: '', contacts: [BLANK_CONTACT] };
  return {
    entity_name: company.entity_name,
    contacts: company.contacts.map((c) => ({
      contact_id: c.contact_id,
      contact_name: c.contact_name,
      contact_email: c.contact_email ?? '',
      contact_tel: c.contact_tel ?? '',
      contact_role: c.contact_role ?? '',
    })),
  };
}

/**
 * Adds a company with its contacts, or edits one (`company` given). The schema is the API's,
 * built with the account's country so that national phone numbers are sent in international form.
 */
export function CompanyForm({
  accountId,
  phoneHome,
  company,
}: {
  accountId: string;
  phoneHome: PhoneHome | null;
  company?: CompanyView;
}) {
  const router = useRouter();
  const api = useApi();
  const ui = useUi();
  const schema = useMemo(() => companySchema(phoneHome), [phoneHome]);
  const form = useForm<TCompanyForm, unknown, TCompanyInput>({
    resolver: zodResolver(schema),
    defaultValues: formValues(company),
  });
  const contacts = useFieldArray({ control: form.control, name: 'contacts' });
  const { errors, isSubmitting, isDirty } = form.formState;
  const listPath = `/contacts?account_id=${accountId}`;
  const nameError = errors.entity_name?.message;
  const listError = errors.contacts?.root?.message ?? errors.contacts?.message;

  const onSubmit = form.handleSubmit(async (values) => {
    const base = `/api/company/account/${accountId}/company`;
    const saved = await api<CompanyView>(company ? `${base}/${company.entity_id}` : base, {
      method: company ? 'PUT' : 'POST',
      json: values,
    });
    if (!saved.ok) return;
    await ui.alert('Success!', [company ? CONTACT_UPDATED : CONTACT_CREATED]);
    router.push(listPath);
    router.refresh();
  });

  const cancel = async () => {
    if (!isDirty || (await ui.confirmUnsaved())) router.push(listPath);
  };

  return (
    <form onSubmit={onSubmit} noValidate className="form">
      <label htmlFor="entity_name">Company name</label>
      <input
        id="entity_name"
        autoComplete="off"
        aria-invalid={!!nameError}
        aria-describedby={nameError ? 'entity_name-error' : undefined}
        {...form.register('entity_name')}
      />
      {nameError && (
        <p id="entity_name-error" className="field-error">
          {nameError}
        </p>
      )}
      <h2>Contacts</h2>
      {contacts.fields.map((field, index) => (
        <ContactCard
          key={field.id}
          index={index}
          register={form.register}
          errors={errors}
          phoneHint={PHONE_HINTS[phoneHome ?? 'none']}
          onRemove={() => contacts.remove(index)}
        />
      ))}
      {listError && <p className="field-error">{listError}</p>}
      <div className={styles.formActions}>
        <button
          type="button"
          className="button secondary"
          disabled={contacts.fields.length >= CONTACT_LIMITS.contactsPerCompany}
          onClick={() => contacts.append(BLANK_CONTACT)}
        >
          Add contact
        </button>
      </div>
      <div className={styles.formActions}>
        <button type="submit" className="button" disabled={isSubmitting}>
          {isSubmitting ? 'Saving…' : company ? 'Save changes' : 'Add company'}
        </button>
        <button type="button" className="button secondary" onClick={cancel}>
          Cancel
        </button>
      </div>
    </form>
  );
}
