// Counts of days in the words the screens and the summary emails use: the payment-schedule
// countdown in working days, the cert due date in calendar days, and a plain number of days.

const plural = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`;

/** "3 working days left", "Due today", "2 working days overdue". */
export function workingDaysText(left: number): string {
  if (left === 0) return 'Due today';
  return left > 0 ? `${plural(left, 'working day')} left` : `${plural(-left, 'working day')} overdue`;
}

/** "in 5 days", "today", "7 days ago": calendar days to the cert due date. */
export function calendarDaysText(days: number): string {
  if (days === 0) return 'today';
  return days > 0 ? `in ${plural(days, 'day')}` : `${plural(-days, 'day')} ago`;
}

/** "1 day", "31 days". */
export const daysText = (days: number) => plural(days, 'day');
