import 'server-only';

/** Every IANA zone the runtime knows, with its current UTC offset, for the time-zone pickers. */
export function listTimeZones(now = new Date()): { zone: string; offset: string }[] {
  return Intl.supportedValuesOf('timeZone').map((zone) => {
    const part = new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'longOffset' })
      .formatToParts(now)
      .find((p) => p.type === 'timeZoneName');
    return { zone, offset: part?.value === 'GMT' ? 'GMT+00:00' : (part?.value ?? '') };
  });
}
