/** The current time, injectable so tests can pin "today" (cart shipping dates, new records). */
export type Clock = () => Date;
