import type { TCompanyInput } from '@/lib/schemas/contacts';

type ContactInput = TCompanyInput['contacts'][number];

/** The contact columns of one contact of a company form. */
export function contactData(contact: ContactInput) {
  return {
    name: contact.contact_name,
    email: contact.contact_email,
    phone: contact.contact_tel,
    role: contact.contact_role,
  };
}
