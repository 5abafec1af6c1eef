/**
 * What the live check has started, stopped in the reverse order, once: at the end of the run, on failure, and on
 * Ctrl-C or SIGTERM (then the process exits with the signal's usual code).
 */
export function createTeardown() {
  const steps: { name: string; run: () => Promise<void> | void }[] = [];
  let running: Promise<void> | undefined;
  let interrupted = false;

  async function runAll() {
    for (const step of steps.reverse()) {
      try {
        await step.run();
      } catch (error) {
        console.error(`Stopping ${step.name} failed:`, error);
      }
    }
  }
  const run = () => (running ??= runAll());

  for (const [signal, code] of [
    ['SIGINT', 130],
    ['SIGTERM', 143],
  ] as const)
    process.once(signal, () => {
      interrupted = true;
      console.error(`\n${signal}: stopping the cluster…`);
      void run().then(() => process.exit(code));
    });

  return {
    add(name: string, stop: () => Promise<void> | void) {
      steps.push({ name, run: stop });
    },
    run,
    /** Ctrl-C or SIGTERM came: the run's outcome means nothing, and the teardown is already under way. */
    get interrupted() {
      return interrupted;
    },
  };
}
export type Teardown = ReturnType<typeof createTeardown>;
