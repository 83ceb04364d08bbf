const EN_MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;
// Genitive short forms, as a Russian date is written: "5 мая", "12 дек".
const RU_MONTHS = ['янв', 'фев', 'мар', 'апр', 'мая', 'июн', 'июл', 'авг', 'сен', 'окт', 'ноя', 'дек'] as const;

/**
 * The texts of a due date that task search matches (spec section 9: "due date day and month"),
 * in UTC: "D MMM" in English ("5 Dec") and Russian ("5 дек"), and numeric "DD.MM" ("05.12").
 * Each is matched on its own, so a query never spans two of them.
 */
export function dueDateTexts(iso: string): string[] {
  const date = new Date(iso);
  const day = date.getUTCDate();
  const month = date.getUTCMonth();
  const pad = (n: number) => String(n).padStart(2, '0');
  return [`${day} ${EN_MONTHS[month]}`, `${day} ${RU_MONTHS[month]}`, `${pad(day)}.${pad(month + 1)}`];
}
