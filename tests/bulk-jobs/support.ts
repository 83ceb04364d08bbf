/**
 * The pause between two reads of a running job. A read through GraphQL or REST is a request, and a job gives way to
 * requests under way (server/common/foreground.ts): read back to back, they held every statement of a job on
 * PostgreSQL up to its patience, and under the whole suite's load one first job took over 20 s.
 */
const POLL_MS = 25;

/** Reads a job until it has ended (it goes on after the mutation that started it answers). */
export async function untilEnded<J extends { status: string }>(read: () => Promise<J>): Promise<J> {
  for (;;) {
    const job = await read();
    if (job.status !== 'running') return job;
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}
