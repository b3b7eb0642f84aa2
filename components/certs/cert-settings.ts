// The certificate's own settings and notes as the editor holds them (the same fields as a claim's,
// spec §3 Certificate), read from and compared with the saved certificate.
import type { ClaimSettings } from '@/components/documents/live-totals';
import type { ClaimNotes } from '@/components/documents/settings-fields';
import type { CertJson } from './cert-json';

export const certSettingsOf = (cert: CertJson): ClaimSettings => ({
  hasRetention: cert.has_retention,
  lessPreviousOption: cert.less_previous_option,
  customPrevious: cert.custom_previous,
  labourElement: cert.labour_element,
});

export const certNotesOf = (cert: CertJson): ClaimNotes => ({
  internal: cert.internal_notes ?? '',
  external: cert.external_notes ?? '',
});
