import { Banner } from '@/components/ui/banner';

/**
 * §2 system maintenance banner: shown on every signed-in page while a maintenance period runs or
 * once one starts within the notice window (§9: 48 hours), so nobody begins issuing a claim or
 * certificate just before the system goes down. Times are given in the account's time zone.
 */
export function MaintenanceBanner(props: {
  title: string;
  body: string;
  live: boolean;
  starts: string;
  ends: string;
}) {
  return (
    <Banner tone="warning">
      <strong>
        {props.live
          ? `System maintenance under way until ${props.ends}`
          : `System maintenance ${props.starts} – ${props.ends}`}
        :
      </strong>{' '}
      {props.title}. {props.body}
    </Banner>
  );
}
