'use client';
import { zodResolver } from '@hookform/resolvers/zod';
import { useRouter } from 'next/navigation';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { useApi } from '@/components/ui/use-api';
import { useUi } from '@/components/ui/ui-provider';
import { ZProjectFields, type TProjectFieldsInput } from '@/lib/schemas/projects';
import type { AccountPerson } from '@/lib/server/projects/account-people';
import { SelectField, TextField } from './form-field';
import { addressLine } from './form-values';
import { MapPreview } from './map-preview';
import { MembersFields } from './members-fields';
import { PaymentTermsFields } from './payment-terms-fields';
import { projectPage } from '@/lib/paths/page-paths';
import { projectApi, projectsApi } from '@/lib/paths/api-paths';
import { RetentionFields } from './retention-fields';
import styles from './projects.module.css';

/**
 * Create (spec §2 /project) or edit (settings) a project: details, address, GST and time zone, the
 * default retention and payment terms, and — when creating — its members.
 */
export function ProjectForm(props: {
  accountId: string;
  projectId?: string;
  initial: TProjectFieldsInput;
  people: AccountPerson[];
  timeZones: string[];
  mapsToken: string | null;
}) {
  const api = useApi();
  const ui = useUi();
  const router = useRouter();
  const creating = !props.projectId;
  const form = useForm({ resolver: zodResolver(ZProjectFields), defaultValues: props.initial });
  const address = addressLine(useWatch({ control: form.control }) as TProjectFieldsInput);

  const onSubmit = form.handleSubmit(async (values) => {
    if (creating) {
      const created = await api<{ id: string }>(projectsApi(props.accountId), {
        method: 'POST',
        json: values,
      });
      if (created.ok) router.push(projectPage(props.accountId, created.data.id));
      return;
    }
    // Members are saved on their own tab; PATCH leaves what it is not sent alone.
    const saved = await api(projectApi(props.accountId, props.projectId!), {
      method: 'PATCH',
      json: { ...values, members: undefined },
    });
    if (!saved.ok) return;
    ui.toast('Project saved.');
    form.reset(form.getValues());
    router.refresh();
  });

  const { isSubmitting } = form.formState;
  return (
    <FormProvider {...form}>
      <form onSubmit={onSubmit} noValidate className="form">
        <fieldset className="fieldset">
          <legend>Project</legend>
          <div className={styles.formGrid}>
            <TextField name="name" label="Project name" />
            <TextField name="project_number" label="Project number (optional)" />
          </div>
        </fieldset>
        <fieldset className="fieldset">
          <legend>Address</legend>
          <div className={styles.formGrid}>
            <TextField name="street_address" label="Street address" autoComplete="street-address" />
            <TextField name="suburb" label="Suburb" />
            <TextField name="city" label="City" autoComplete="address-level2" />
            <TextField name="postal_code" label="Postcode" autoComplete="postal-code" />
            <TextField name="state" label="State or region" autoComplete="address-level1" />
          </div>
          {props.mapsToken && <MapPreview address={address} token={props.mapsToken} />}
        </fieldset>
        <fieldset className="fieldset">
          <legend>Tax and time zone</legend>
          <div className={styles.formGrid}>
            <TextField
              name="gst"
              label="GST rate"
              decimal
              suffix={<span className={styles.fieldUnit}>%</span>}
            />
            <SelectField
              name="time_zone"
              label="Time zone"
              options={props.timeZones.map((z) => ({ value: z, label: z }))}
            />
          </div>
        </fieldset>
        <RetentionFields />
        <PaymentTermsFields />
        {creating && <MembersFields people={props.people} />}
        <div className="actions">
          <button type="submit" className="button" disabled={isSubmitting}>
            {isSubmitting ? 'Saving…' : creating ? 'Create project' : 'Save project'}
          </button>
        </div>
      </form>
    </FormProvider>
  );
}
