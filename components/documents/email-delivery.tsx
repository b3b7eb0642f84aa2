// A line on an issued claim's or certificate's page saying how its emails are getting on, so that
// a sender sees when SMTP is down that the document is issued and its emails wait in the outbox.
import { emailDeliveryText, type EmailDeliveryJson } from './email-delivery-text';

export function EmailDelivery(props: { delivery: EmailDeliveryJson | null; timeZone: string }) {
  if (!props.delivery) return null;
  const failed = props.delivery.state === 'failed';
  return (
    <p data-testid="email-delivery" role={failed ? 'alert' : undefined}>
      Emails: <strong>{emailDeliveryText(props.delivery, props.timeZone)}</strong>
      {failed &&
        ' — download the PDF and send it yourself, and ask your administrator to check the mail settings.'}
    </p>
  );
}
